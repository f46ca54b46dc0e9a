import { DateText, IdText, Money, RouterLink, Table, Text } from 'shared-ui';
import { CONTRACT_MESSAGES, dollarsLabel, formatDisplayDate } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';

// Date first and the amount last, at the right edge (docs/ui-guide.md, Money): amounts line up where the eye ends the
// row, and a table is no wider than its columns need, so an amount is not a page away from its day.

/** The payments received on a contract, or 'No payments'. */
export function PaymentsTable({ contract }: { contract: ContractRead }) {
  if (contract.amountPayments.length === 0) return <Text color="fg.muted">{CONTRACT_MESSAGES.noPayments}</Text>;
  return (
    <Table.Root size="sm" maxW="md" aria-label="Payments">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Date</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {contract.amountPayments.map((p) => (
          <Table.Row key={p.id}>
            <Table.Cell>
              <DateText>{formatDisplayDate(p.date)}</DateText>
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Money>{dollarsLabel(p.amount)}</Money>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The tranches after the check, each with the additional-funds request it funded, if any; nothing when none. */
export function AdditionalFundingTable({ contract }: { contract: ContractRead }) {
  if (contract.additionalFundingRequestsDto.length === 0) return null;
  const requests = new Map(contract.childContracts.map((c) => [c.id, c.identifier]));
  const fundsRequests = contract.additionalFundingRequestsDto.some((t) => t.childContractId !== null);
  return (
    <Table.Root size="sm" maxW="lg" aria-label="Additional funding">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Date</Table.ColumnHeader>
          {fundsRequests ? <Table.ColumnHeader>Request funded</Table.ColumnHeader> : null}
          <Table.ColumnHeader textAlign="end">Additional funding</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {contract.additionalFundingRequestsDto.map((t) => (
          <Table.Row key={t.id}>
            <Table.Cell>
              <DateText>{formatDisplayDate(t.date)}</DateText>
            </Table.Cell>
            {fundsRequests ? (
              <Table.Cell>
                {t.childContractId !== null ? (
                  <RouterLink to={`/contract-page?${t.childContractId}`} color="blue.700">
                    <IdText>{requests.get(t.childContractId) ?? `#${t.childContractId}`}</IdText>
                  </RouterLink>
                ) : (
                  '—'
                )}
              </Table.Cell>
            ) : null}
            <Table.Cell textAlign="end">
              <Money>{dollarsLabel(t.amount)}</Money>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
