import { Button, EmptyState, ErrorState, LoadingState, Table, useNavigate } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { useState } from 'react';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { ItemLink } from '../../../shared/layout/ItemLink.tsx';
import { useInterestRates } from '../api/get-interest-rates.ts';
import { INTEREST_MESSAGES } from '../api/messages.ts';
import type { SortingType } from '../api/schemas.ts';

/** /interest-rates-list (docs/product.md): the states that have an interest-rate set. */
export function InterestRatesListPage() {
  const navigate = useNavigate();
  const [sorting, setSorting] = useState<SortingType>('asc');
  const query = useInterestRates(sorting);
  const error = useErrorMessage(query.error);

  let content;
  if (query.isPending) content = <LoadingState label="Loading interest rates" />;
  else if (query.isError)
    content = <ErrorState title={MESSAGES.noData} description={error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) content = <EmptyState title={INTEREST_MESSAGES.noneExist} />;
  else {
    content = (
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        maxH="70vh"
        tabIndex={0}
        role="region"
        aria-label="States with interest rates, scrollable"
      >
        <Table.Root size="sm" striped stickyHeader aria-label="States with interest rates">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader aria-sort={sorting === 'asc' ? 'ascending' : 'descending'}>
                <Button
                  variant="ghost"
                  size="xs"
                  px="1"
                  aria-label={`State, sorted ${sorting === 'asc' ? 'A to Z' : 'Z to A'}; sort ${sorting === 'asc' ? 'Z to A' : 'A to Z'}`}
                  onClick={() => setSorting(sorting === 'asc' ? 'desc' : 'asc')}
                >
                  State {sorting === 'asc' ? '▲' : '▼'}
                </Button>
              </Table.ColumnHeader>
              <Table.ColumnHeader>Key</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Pre-Settlement ranges</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Post-Settlement ranges</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {query.data.map((set) => (
              <Table.Row key={set.id}>
                <Table.Cell>
                  <ItemLink to={`/update-interest-rate?${set.id}`}>{set.state.name}</ItemLink>
                </Table.Cell>
                <Table.Cell>{set.state.key}</Table.Cell>
                <Table.Cell textAlign="end">{set.preSettlements.length}</Table.Cell>
                <Table.Cell textAlign="end">{set.postSettlements.length}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <AdminPage
      title="Interest Rates"
      width="item"
      description="The states that have an interest-rate set; a state's name opens its ranges."
      actions={
        <Button colorPalette="blue" onClick={() => void navigate('/create-new-interest-rate')}>
          Create Interest Rate
        </Button>
      }
    >
      {content}
    </AdminPage>
  );
}
