import { PageCard, RouterLink, Stack, isAdminOrAttorney, useSession, Text } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { useContractList } from '../api/list-contracts.ts';
import { ContractFiltersBar } from '../components/ContractFiltersBar.tsx';
import { ContractTable } from '../components/ContractTable.tsx';
import { ListPage } from '../components/ListPage.tsx';

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
    <ListPage
      title="Case History"
      description="The contracts you are a party to, newest first."
      actions={
        isAdminOrAttorney(session) ? (
          <RouterLink to="/create-contract-attorney" fontWeight="medium" color="blue.700">
            Create New Request
          </RouterLink>
        ) : null
      }
    >
      <Stack gap="5">
        <ContractFiltersBar list={list} />
        <ContractTable list={list} label="Case History" errorHeading={MESSAGES.noData} />
      </Stack>
    </ListPage>
  );
}
