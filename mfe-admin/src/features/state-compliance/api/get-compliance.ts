// GET Compliance/states, Compliance/states/{key}, Compliance/report: the states' rules and the rate sets that break one.
import { apiClient, useQuery } from 'shared-ui';
import {
  complianceReportSchema,
  complianceStateListSchema,
  complianceStateSchema,
  type ComplianceReportWire,
  type ComplianceStateWire,
} from '@litfund/domain';

export const COMPLIANCE_KEY = ['admin', 'compliance'] as const;

export async function getComplianceStates(signal?: AbortSignal) {
  return complianceStateListSchema.parse(await apiClient.get('Compliance/states', { signal }).json<unknown>());
}

export async function getComplianceState(key: string, signal?: AbortSignal): Promise<ComplianceStateWire> {
  return complianceStateSchema.parse(await apiClient.get(`Compliance/states/${key}`, { signal }).json<unknown>());
}

export async function getComplianceReport(signal?: AbortSignal): Promise<ComplianceReportWire> {
  return complianceReportSchema.parse(await apiClient.get('Compliance/report', { signal }).json<unknown>());
}

export const useComplianceStates = () =>
  useQuery({ queryKey: [...COMPLIANCE_KEY, 'states'], queryFn: ({ signal }) => getComplianceStates(signal) });

export const useComplianceState = (key: string) =>
  useQuery({
    queryKey: [...COMPLIANCE_KEY, 'state', key],
    queryFn: ({ signal }) => getComplianceState(key, signal),
    enabled: key !== '',
  });

export const useComplianceReport = () =>
  useQuery({ queryKey: [...COMPLIANCE_KEY, 'report'], queryFn: ({ signal }) => getComplianceReport(signal) });
