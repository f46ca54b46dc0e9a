import type { ReactNode } from 'react';
import { Box, DateText, KeyFigure, RouterLink, SimpleGrid, Text } from 'shared-ui';
import {
  CONTRACT_MESSAGES,
  addDays,
  amountDueLabel,
  calendarDateIn,
  cancellableUntilText,
  dollarsLabel,
  formatDisplayDate,
  paidOffLabel,
  riskPercentLabel,
} from '@litfund/domain';
import type { ContractParty, ContractRead } from '@litfund/domain';
import { hasCheckSent } from './MoneySections.tsx';

/** The party the product calls responsible: the last one added. */
function Responsible({ parties, none }: { parties: ContractParty[]; none: string }) {
  const party = parties.at(-1);
  if (!party) return <Text as="span">{none}</Text>;
  return <RouterLink to={`/user-profile?${party.userId}`}>{party.userName}</RouterLink>;
}

/**
 * When Total Due next goes up and to what. The read names the day and the amount (`nextPriceChange`); an older
 * server sends only the days left, and then the day alone is said.
 */
function nextPriceChange(contract: ContractRead): { value: ReactNode; hint?: ReactNode } {
  const daysLeft = contract.daysBeforePriceIncrease;
  const next = contract.nextPriceChange;
  if (next) {
    const when = <DateText>{formatDisplayDate(next.date)}</DateText>;
    return {
      value: amountDueLabel(next.totalDue),
      hint:
        daysLeft > 0 ? (
          <>
            on {when}, in {daysText(daysLeft)}
          </>
        ) : (
          <>on {when}</>
        ),
    };
  }
  if (daysLeft <= 0) return { value: '—' };
  return {
    value: <DateText>{formatDisplayDate(addDays(calendarDateIn(new Date()), daysLeft))}</DateText>,
    hint: `in ${daysText(daysLeft)}`,
  };
}

/** The consumer's cancellation window while it is open (the server says until when), or the day it was used. */
function CancellationLine({ contract }: { contract: ContractRead }) {
  if (contract.cancelledOn)
    return (
      <Text mt="4" textStyle="sm" fontWeight="medium" color="fg.muted">
        Cancelled on <DateText>{formatDisplayDate(contract.cancelledOn)}</DateText>: the plaintiff owes the funded
        amount only
      </Text>
    );
  if (!contract.cancellableUntil) return null;
  return (
    <Text mt="4" textStyle="sm" fontWeight="medium" color="orange.800">
      {cancellableUntilText(contract.cancellableUntil)}
    </Text>
  );
}

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * What a reader of the contract wants first: what is owed, when it grows, what was paid, the risk, who is on it. Who
 * is responsible is for administrators only, as on the rest of the page.
 */
function CaseFigures({ contract, showRisk }: { contract: ContractRead; showRisk: boolean }) {
  const change = nextPriceChange(contract);
  return (
    <>
      {hasCheckSent(contract) ? (
        <KeyFigure label="Total Due" value={amountDueLabel(contract.totalDue) || '—'} emphasis />
      ) : (
        <KeyFigure
          label="Amount Requested"
          value={dollarsLabel(contract.amountRequested.amount)}
          hint="Total Due shows once the check is sent"
          emphasis
        />
      )}
      <KeyFigure label="Next price change" value={change.value} hint={change.hint} />
      <KeyFigure label="Paid Off" value={paidOffLabel(contract.paidOff, contract.totalDue) || '—'} />
      {showRisk ? (
        <KeyFigure label="Risk Rate" value={riskPercentLabel(contract.currentContractRiskRatePercent) || '—'} />
      ) : null}
    </>
  );
}

/**
 * An additional-funds request has no money of its own: it is funded by a tranche of its case that names it (its
 * CheckSent entry), and what is owed is the case's. So it says what was asked, decided and sent, and where the case is.
 */
function RequestFigures({ contract }: { contract: ContractRead }) {
  const check = contract.contractStatus.find((s) => s.contractsStatus === 'CheckSent');
  return (
    <>
      <KeyFigure label="Amount Requested" value={dollarsLabel(contract.amountRequested.amount)} emphasis />
      <KeyFigure
        label="Approved Amount"
        value={contract.amountApproved ? dollarsLabel(contract.amountApproved.amount) : '—'}
      />
      <KeyFigure
        label="Funded"
        value={check ? dollarsLabel(check.statusValue) : '—'}
        hint={
          check ? (
            <>
              on <DateText>{formatDisplayDate(check.dateChange)}</DateText>, as a tranche of its case
            </>
          ) : (
            'Funded from its case: not yet'
          )
        }
      />
      <KeyFigure
        label="Total Due"
        value={<RouterLink to={`/contract-page?${contract.parentContractId}`}>On the case</RouterLink>}
      />
    </>
  );
}

export function ContractSummary({
  contract,
  showResponsible,
  showRisk,
}: {
  contract: ContractRead;
  showResponsible: boolean;
  /** The risk rate is the funder's measure of a case: administrators only. */
  showRisk: boolean;
}) {
  const client = contract.contractClientDTO;
  return (
    <Box as="section" aria-label="Summary" borderWidth="1px" rounded="md" p={{ base: '3', md: '5' }}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '4', md: '5' }}>
        {contract.parentContractId !== null ? (
          <RequestFigures contract={contract} />
        ) : (
          <CaseFigures contract={contract} showRisk={showRisk} />
        )}
        <KeyFigure
          label="Plaintiff"
          value={
            <RouterLink to={`/user-profile?${client.userId}`}>
              {`${client.user.firstName} ${client.user.lastName}`.trim()}
            </RouterLink>
          }
        />
        {showResponsible ? (
          <>
            <KeyFigure
              label="Attorney"
              value={
                <Responsible parties={contract.contractAttorneyDTO} none={CONTRACT_MESSAGES.noResponsibleAttorney} />
              }
            />
            <KeyFigure
              label="Law Firm"
              value={
                <Responsible parties={contract.contractLawFirmDTO} none={CONTRACT_MESSAGES.noResponsibleLawFirm} />
              }
            />
          </>
        ) : null}
      </SimpleGrid>
      <CancellationLine contract={contract} />
    </Box>
  );
}
