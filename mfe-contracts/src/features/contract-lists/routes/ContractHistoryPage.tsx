import { PageCard, RouterLink, Stack, isAdminOrAttorney, useSession, Text } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { useContractList } from '../api/list-contracts.ts';
import { ContractFiltersBar } from '../components/ContractFiltersBar.tsx';
import { ContractTable } from '../components/ContractTable.tsx';

/** /contract-history, labelled Case History: the signed-in user's contracts. */
export function ContractHistoryPage() {
  const session = useSession();
  const list = useContractList(session.currentUserId ? { userId: session.currentUserId } : null);
  if (!session.token)
    return (
      <PageCard title="Case History">
        <Text>{MESSAGES.pleaseLogin}</Text>
      </PageCard>
    );
  return (
    <PageCard title="Case History" maxW="7xl">
      <Stack gap="5">
        {isAdminOrAttorney(session) ? <RouterLink to="/create-contract-attorney">Create New Request</RouterLink> : null}
        <ContractFiltersBar list={list} />
        <ContractTable list={list} label="Case History" errorHeading={MESSAGES.noData} />
      </Stack>
    </PageCard>
  );
}
