import { DateText, IdText, Section, Text } from 'shared-ui';
import { dollarsLabel, formatDisplayDate, statusLabel } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { StatusHistoryTable } from '../../../shared/components/StatusHistoryTable.tsx';
import { AdditionalFundingTable, PaymentsTable } from '../../../shared/components/MoneyTables.tsx';
import { Facts } from './Facts.tsx';

/** Total Due shows from the moment CheckSent is in the history (docs/product.md), as '-$x'. */
export const hasCheckSent = (contract: ContractRead) =>
  contract.contractStatus.some((s) => s.contractsStatus === 'CheckSent');

/**
 * How the money went out: requested, approved, sent, reduced, and what was left owed at closing. What is owed now,
 * what was paid, the risk and the next price change are the summary's, above it, and are not said twice.
 */
export function FundingSection({ contract }: { contract: ContractRead }) {
  const closed = contract.finalAmountOwed !== null;
  return (
    <Section title="Funding">
      <Facts
        facts={[
          // Until the check is sent the summary leads with the amount requested.
          ...(hasCheckSent(contract)
            ? [{ label: 'Amount Requested', value: dollarsLabel(contract.amountRequested.amount) }]
            : []),
          {
            label: 'Approved Amount',
            value: contract.amountApproved ? dollarsLabel(contract.amountApproved.amount) : '',
          },
          {
            label: 'Check Sent',
            value: contract.checkSent ? (
              <>
                {dollarsLabel(contract.checkSent.amount)} on{' '}
                <DateText>{formatDisplayDate(contract.checkSent.date)}</DateText>
              </>
            ) : (
              ''
            ),
          },
          {
            label: 'Check Number',
            value: contract.checkSent?.checkNumber ? <IdText>{contract.checkSent.checkNumber}</IdText> : '',
          },
          {
            label: 'Amount After Reduction',
            value: contract.amountReduced ? dollarsLabel(contract.amountReduced.amount) : '',
          },
          ...(closed ? [{ label: 'Owed After Closing', value: dollarsLabel(contract.owedAfterClosing) }] : []),
        ]}
      />
      {/* Administrators only (the server sends it to no one else): the state rules its price was checked against. */}
      {contract.complianceCheck ? (
        <Text textStyle="sm" color="fg.muted">
          {contract.complianceCheck}
        </Text>
      ) : null}
      <AdditionalFundingTable contract={contract} />
    </Section>
  );
}

export function PaymentsSection({ contract }: { contract: ContractRead }) {
  return (
    <Section title="Payments">
      <PaymentsTable contract={contract} />
    </Section>
  );
}

export function StatusSection({ contract }: { contract: ContractRead }) {
  const current = contract.contractStatus.at(-1);
  return (
    <Section title="Status">
      <Text>
        Current status: <strong>{current ? statusLabel(current.contractsStatus) : '—'}</strong>
      </Text>
      <StatusHistoryTable entries={contract.contractStatus} />
    </Section>
  );
}
