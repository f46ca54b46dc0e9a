import { Stack } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { useContractList } from '../api/list-contracts.ts';
import { ContractFiltersBar } from '../components/ContractFiltersBar.tsx';
import { ContractTable } from '../components/ContractTable.tsx';
import { ListPage } from '../components/ListPage.tsx';

const ALL = {};

/** /all-contracts (administrators): every contract, with the risk rate. */
export function AllContractsPage() {
  const list = useContractList(ALL);
  return (
    <ListPage title="All Contracts" description="Every contract, newest first, with its risk rate.">
      <Stack gap="5">
        <ContractFiltersBar list={list} />
        <ContractTable list={list} label="All Contracts" showRisk errorHeading={MESSAGES.noData} />
      </Stack>
    </ListPage>
  );
}
