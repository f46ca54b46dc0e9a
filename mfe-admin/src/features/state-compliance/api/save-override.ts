// POST Compliance/states/{key}/override: the funder's stricter setting (every field null: the statute alone).
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import { complianceStateSchema, type ComplianceStateWire, type OverrideWire } from '@litfund/domain';
import { COMPLIANCE_KEY } from './get-compliance.ts';

export async function saveOverride(key: string, override: OverrideWire): Promise<ComplianceStateWire> {
  const answer = await apiClient.post(`Compliance/states/${key}/override`, { json: override }).json<unknown>();
  return complianceStateSchema.parse(answer);
}

/** The form shows the server's refusal itself; the report and the list are read again (a set may now break it). */
export function useSaveOverride(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (override: OverrideWire) => saveOverride(key, override),
    meta: { errorNotice: false },
    onSuccess: (state) => {
      client.setQueryData([...COMPLIANCE_KEY, 'state', key], state);
      void client.invalidateQueries({ queryKey: [...COMPLIANCE_KEY, 'report'] });
      void client.invalidateQueries({ queryKey: [...COMPLIANCE_KEY, 'states'] });
    },
  });
}
