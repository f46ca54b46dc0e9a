import { ErrorState, LoadingState, EmptyState, Stack } from 'shared-ui';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import { useCurrentLawFirm } from '../api/get-current-law-firm.ts';
import { useFailureMessage } from '../../../shared/api/use-failure-message.ts';
import { useContractList } from '../api/list-contracts.ts';
import { ContractFiltersBar } from '../components/ContractFiltersBar.tsx';
import { ContractTable } from '../components/ContractTable.tsx';
import { ListPage } from '../components/ListPage.tsx';

/** /my-law-firms-contracts: the contracts of the user's present law firm, with the documented states. */
export function MyLawFirmContractsPage() {
  const firm = useCurrentLawFirm();
  const list = useContractList(firm.state === 'found' ? { lawFirmId: firm.lawFirmId } : null, { notifyFailures: true });
  const firmFailure = useFailureMessage(firm.state === 'error' ? firm.error : null);
  let body;
  if (firm.state === 'loading') body = <LoadingState label="Loading your law firm" />;
  else if (firm.state === 'error') body = <ErrorState heading={firmFailure || CONTRACT_MESSAGES.listLoadFailed} />;
  else if (firm.state === 'none') body = <EmptyState title={CONTRACT_MESSAGES.noCurrentLawFirm} />;
  else {
    body = (
      <Stack gap="5">
        <ContractFiltersBar list={list} />
        <ContractTable
          list={list}
          label="My Law Firm's Contracts"
          emptyText={CONTRACT_MESSAGES.lawFirmHasNoContracts}
        />
      </Stack>
    );
  }
  return (
    <ListPage title="My Law Firm's Contracts" description="The contracts of your present law firm, newest first.">
      {body}
    </ListPage>
  );
}
