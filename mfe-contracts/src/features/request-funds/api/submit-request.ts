// The Request Funds form's submit (docs/product.md): POST /Contract, after the new parties' emails are checked.
import { useMutation } from 'shared-ui';
import type { ContractCreateInput } from '@litfund/domain';
import { createContract } from '../../../shared/api/create-contract.ts';
import { useContractsChanged } from '../../../shared/api/get-contract.ts';
import { emailTaken } from './parties.ts';

export type NewPartyField = 'newClient' | 'newAttorney';

/** The new contract's id, or the new parties whose email is registered already (then nothing is filed). */
export type RequestOutcome = { id: number } | { taken: NewPartyField[] };

/** Administrators' requests: the user search by email is theirs; for others the server's 409 says it. */
async function takenEmails(payload: ContractCreateInput): Promise<NewPartyField[]> {
  const emails: Record<NewPartyField, string | undefined> = {
    newClient: payload.contractClientDTO?.user?.email,
    newAttorney: payload.contractAttorneyDTO?.[0]?.user?.email,
  };
  const checked = (['newClient', 'newAttorney'] as const).filter((name) => emails[name]);
  const taken = await Promise.all(checked.map((name) => emailTaken(emails[name]!)));
  return checked.filter((_, i) => taken[i]);
}

/** Files the request; the lists are read again. The form reports a failure itself (docs/product.md). */
export function useSubmitRequest(admin: boolean) {
  const changed = useContractsChanged();
  return useMutation({
    mutationFn: async (payload: ContractCreateInput): Promise<RequestOutcome> => {
      const taken = admin ? await takenEmails(payload) : [];
      return taken.length > 0 ? { taken } : createContract(payload);
    },
    onSuccess: (outcome) => {
      if ('id' in outcome) void changed();
    },
    meta: { errorNotice: false },
  });
}
