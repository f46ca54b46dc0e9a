import { useEffect, useState } from 'react';
import { ErrorState, LoadingState, PageCard, EmptyState, Stack, apiClient, getErrorMessage, useNotification, useSession } from 'shared-ui';
import { CONTRACT_MESSAGES, isCurrentMembership, type PublicUser } from '@litfund/domain';
import { useContractList } from '../api/use-contract-list.ts';
import { ContractFiltersBar } from '../components/ContractFiltersBar.tsx';
import { ContractTable } from '../components/ContractTable.tsx';

type FirmLookup = { state: 'loading' } | { state: 'error'; message: string } | { state: 'none' } | { state: 'found'; lawFirmId: number };

/** The firm the user is marked present in, confirmed (docs/product.md); a law-firm user is their own firm. */
function useCurrentLawFirm(): FirmLookup {
  const { currentUserId, currentUserRole } = useSession();
  const notify = useNotification((s) => s.notify);
  const [lookup, setLookup] = useState<FirmLookup>({ state: 'loading' });
  useEffect(() => {
    if (!currentUserId) return;
    if (currentUserRole === 'LawFirm') {
      setLookup({ state: 'found', lawFirmId: currentUserId });
      return;
    }
    const controller = new AbortController();
    apiClient.get(`User/${currentUserId}`, { signal: controller.signal }).json<PublicUser>().then(
      (user) => {
        // A membership the user only claimed is not theirs until the firm confirms it (the API refuses its list).
        const present = user.lawFirms.find(isCurrentMembership);
        setLookup(present ? { state: 'found', lawFirmId: present.lawFirmUserId } : { state: 'none' });
      },
      async (failure: unknown) => {
        if (controller.signal.aborted) return;
        const message = await getErrorMessage(failure);
        console.error('Law firm lookup failed', failure);
        notify(message, 'error');
        setLookup({ state: 'error', message });
      },
    );
    return () => controller.abort();
  }, [currentUserId, currentUserRole, notify]);
  return lookup;
}

/** /my-law-firms-contracts: the contracts of the user's present law firm, with its loading, empty and error states. */
export function MyLawFirmContractsPage() {
  const firm = useCurrentLawFirm();
  const list = useContractList(firm.state === 'found' ? { lawFirmId: firm.lawFirmId } : null, { notifyFailures: true });
  let body;
  if (firm.state === 'loading') body = <LoadingState label="Loading your law firm" />;
  else if (firm.state === 'error') body = <ErrorState heading={firm.message || CONTRACT_MESSAGES.listLoadFailed} />;
  else if (firm.state === 'none') body = <EmptyState title={CONTRACT_MESSAGES.noCurrentLawFirm} />;
  else {
    body = (
      <Stack gap="5">
        <ContractFiltersBar list={list} />
        <ContractTable list={list} label="My Law Firm's Contracts" emptyText={CONTRACT_MESSAGES.lawFirmHasNoContracts} />
      </Stack>
    );
  }
  return <PageCard title="My Law Firm's Contracts" maxW="7xl">{body}</PageCard>;
}
