import { PageCard, Stack } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { useContractList } from '../api/list-contracts.ts';
import { ContractFiltersBar } from '../components/ContractFiltersBar.tsx';
import { ContractTable } from '../components/ContractTable.tsx';

const ALL = {};

/** /all-contracts (administrators): every contract, with the risk rate. */
export function AllContractsPage() {
  const list = useContractList(ALL);
  return (
    <PageCard title="All Contracts" maxW="7xl">
      <Stack gap="5">
        <ContractFiltersBar list={list} />
        <ContractTable list={list} label="All Contracts" showRisk errorHeading={MESSAGES.noData} />
      </Stack>
    </PageCard>
  );
}
