import { DateText, IdText, RouterLink, Section, Text } from 'shared-ui';
import { CONTRACT_MESSAGES, dollarsLabel, formatDisplayDate } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { AttachmentLink } from '../../../shared/components/AttachmentLink.tsx';
import { PartyList } from '../../../shared/components/PartyList.tsx';
import { Facts } from './Facts.tsx';

const DOCUMENT_NAMES: Record<number, string> = { 2: 'Client contract', 3: 'Attorney agreement' };

/** What names the contract: the same for a case and for one of its additional-funds requests. */
function identityFacts(contract: ContractRead) {
  const client = contract.contractClientDTO;
  return [
    { label: 'Case ID', value: contract.caseId ? <IdText>{contract.caseId}</IdText> : '' },
    { label: 'Contract Number', value: <IdText>{contract.identifier}</IdText> },
    {
      label: 'Contract Type',
      value: contract.contractType === 'PostSettlement' ? 'Post-Settlement' : 'Pre-Settlement',
    },
    { label: 'Created', value: <DateText>{formatDisplayDate(contract.createDate)}</DateText> },
    {
      label: 'Plaintiff',
      value: (
        <RouterLink to={`/user-profile?${client.userId}`}>
          {`${client.user.firstName} ${client.user.lastName}`.trim()}
        </RouterLink>
      ),
    },
  ];
}

/**
 * An additional-funds request's facts of the case are its case's (they follow it): they are read on the case's page,
 * once, rather than as a second, stale copy here.
 */
function RequestInfoSection({ contract }: { contract: ContractRead }) {
  return (
    <Section title="General Information">
      <Facts facts={identityFacts(contract)} />
      <Text>
        The facts of the case (accident, settlement, insurance) are on{' '}
        <RouterLink to={`/contract-page?${contract.parentContractId}`} color="blue.700">
          the case's page
        </RouterLink>
        .
      </Text>
    </Section>
  );
}

export function GeneralInfoSection({ contract }: { contract: ContractRead }) {
  if (contract.parentContractId !== null) return <RequestInfoSection contract={contract} />;
  return (
    <Section title="General Information">
      <Facts
        facts={[
          ...identityFacts(contract),
          { label: 'Date of Accident', value: <DateText>{formatDisplayDate(contract.dateAccident)}</DateText> },
          {
            label: 'Estimated Settlement Date',
            value: <DateText>{formatDisplayDate(contract.estimatedDuration)}</DateText>,
          },
          { label: 'Settlement Amount', value: dollarsLabel(contract.amountSettlement) },
          { label: 'Estimated Settlement', value: contract.estimatedSettlement ?? '' },
          { label: 'Estimated Additional', value: contract.estimatedAdditional ?? '' },
          { label: 'Liability', value: contract.liability ? 'Yes' : 'No' },
          { label: 'Property Damage', value: contract.propertyDamage },
          { label: 'Injury Level', value: contract.injuryLevel },
          { label: 'Opposing Insurance', value: contract.opposingInsurance },
          { label: 'Insurance Adjuster', value: contract.insuranceAdjuster },
          { label: 'Adjuster Phone', value: contract.adjusterPhone },
          { label: 'Claim Number', value: contract.claimNumber ? <IdText>{contract.claimNumber}</IdText> : '' },
          {
            label: 'Funding Recipient Email',
            value: contract.recipientCheck,
          },
          { label: 'Case Manager', value: contract.caseManager },
        ]}
      />
      <Text>
        <Text as="span" color="fg.muted">
          Accident description:{' '}
        </Text>
        {contract.accidentDescription || '—'}
      </Text>
    </Section>
  );
}

/** Administrators (any status) see who is responsible (docs/product.md). */
export function ResponsibleUsersSection({ contract }: { contract: ContractRead }) {
  return (
    <Section title="Responsible Users">
      <PartyList
        title="Attorneys"
        parties={contract.contractAttorneyDTO}
        emptyText={CONTRACT_MESSAGES.noResponsibleAttorney}
      />
      <PartyList
        title="Law Firms"
        parties={contract.contractLawFirmDTO}
        emptyText={CONTRACT_MESSAGES.noResponsibleLawFirm}
      />
    </Section>
  );
}

export function AttachmentsSection({ contract }: { contract: ContractRead }) {
  return (
    <Section title="Attachments">
      {[2, 3].map((type) => {
        const latest = contract.attachments.filter((a) => a.type === type).at(-1);
        return (
          <Text key={type}>
            {DOCUMENT_NAMES[type]}:{' '}
            {latest ? (
              <AttachmentLink contractId={contract.id} attachment={latest} />
            ) : (
              <Text as="span" color="fg.muted">
                not uploaded
              </Text>
            )}
          </Text>
        );
      })}
    </Section>
  );
}
