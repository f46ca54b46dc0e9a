import type { ReactNode } from 'react';
import {
  Container,
  DateText,
  IdText,
  LoadingState,
  Money,
  PageHeader,
  RouterLink,
  Stack,
  StatusBadge,
  Text,
  isAdmin,
  isApprovedAdmin,
  useLocation,
  useSession,
  Section,
} from 'shared-ui';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-ui/tables';
import {
  CONTRACT_MESSAGES,
  MESSAGES,
  additionalFundsRefusal,
  dollarsLabel,
  formatDisplayDate,
  parseRouteId,
} from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { useContract, useContractAnswered } from '../../../shared/api/get-contract.ts';
import { ContractComments } from '../../../shared/components/ContractComments.tsx';
import { FundingSection, PaymentsSection, StatusSection } from '../components/MoneySections.tsx';
import { AttachmentsSection, GeneralInfoSection, ResponsibleUsersSection } from '../components/InfoSections.tsx';
import { AuditTrailSection } from '../components/AuditTrailSection.tsx';
import { CaseUpdatesSection } from '../components/CaseUpdatesSection.tsx';
import { PartyInsightsSection } from '../components/PartyInsightsSection.tsx';
import { ContractDocumentButton } from '../components/ContractDocumentButton.tsx';
import { RequestAdditionalFunds } from '../components/RequestAdditionalFunds.tsx';
import { ContractSummary } from '../components/ContractSummary.tsx';
import { AgreementSection } from '../components/AgreementSection.tsx';
import { ContractLoadFailure, isContractMissing } from '../../../shared/components/ContractLoadFailure.tsx';
import { currentStatus } from '../../../shared/current-status.ts';

const CHILD_REQUEST_COLUMNS: ReadonlyArray<ResponsiveColumn<ContractRead['childContracts'][number]>> = [
  {
    header: 'Request',
    card: 'heading',
    cell: (child) => (
      <RouterLink to={`/contract-page?${child.id}`} color="blue.700" fontWeight="medium">
        <IdText>{child.identifier}</IdText>
      </RouterLink>
    ),
  },
  { header: 'Date', cell: (child) => <DateText>{formatDisplayDate(child.createDate)}</DateText> },
  { header: 'Status', card: 'aside', cell: (child) => <StatusBadge status={child.status} size="sm" /> },
  {
    header: 'Amount',
    numeric: true,
    card: 'key',
    cell: (child) => <Money>{dollarsLabel(child.amountRequested)}</Money>,
  },
];

function ChildRequests({ contract }: { contract: ContractRead }) {
  if (contract.childContracts.length === 0) return null;
  return (
    <Section title="Additional Funds Requests">
      {/* A card per request on a phone, the amount first: a table there cut the amount off at the right edge. */}
      <ResponsiveTable
        label="Additional funds requests"
        rows={contract.childContracts}
        rowKey={(child) => child.id}
        columns={CHILD_REQUEST_COLUMNS}
        fitRows
      />
    </Section>
  );
}

/** A page action that goes somewhere: a link (it can open in a new tab) drawn like the outline buttons beside it. */
function HeaderLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink
      to={to}
      display="inline-flex"
      alignItems="center"
      h="9"
      px="3.5"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      textStyle="sm"
      fontWeight="medium"
      color="blue.700"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
    >
      {children}
    </RouterLink>
  );
}

/** Every state of the page (signed out, loading, failed, loaded) has the loaded page's width: nothing moves when the
 * contract arrives (CLS, docs/performance.md). */
const PAGE_WIDTH = '4xl';

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxW={PAGE_WIDTH} px={{ base: '3', md: '6' }} py={{ base: '6', md: '8' }}>
      {children}
    </Container>
  );
}

/** Before the contract is read: the same frame and heading level as the loaded page. */
function Placeholder({ children, title = 'Contract' }: { children: ReactNode; title?: string }) {
  return (
    <PageFrame>
      <PageHeader title={title} />
      {children}
    </PageFrame>
  );
}

/** /contract-page?{id}: the contract as its parties see it (docs/product.md). */
export function ContractPage() {
  const session = useSession();
  const id = parseRouteId(useLocation().search);
  const query = useContract(session.token ? id : null);
  const answered = useContractAnswered();
  if (!session.token)
    return (
      <Placeholder>
        <Text>{MESSAGES.pleaseLogin}</Text>
      </Placeholder>
    );
  const contract = query.data;
  if (!contract && id !== null && (query.isPending || query.isFetching)) {
    return (
      <Placeholder>
        <LoadingState label="Loading the contract" />
      </Placeholder>
    );
  }
  if (!contract) {
    const failure = id === null ? null : query.error;
    // A page that is only a state says it in its h1 (docs/ui-guide.md), not "Contract" over a missing one.
    const missing = isContractMissing(failure);
    return (
      <Placeholder title={missing ? CONTRACT_MESSAGES.contractNotFound : 'Contract'}>
        <ContractLoadFailure error={failure} onRetry={() => void query.refetch()} titled={missing} />
      </Placeholder>
    );
  }
  const admin = isAdmin(session);
  const approvedAdmin = isApprovedAdmin(session);
  const status = currentStatus(contract);
  return (
    <PageFrame>
      <PageHeader
        eyebrow={`${contract.identifier}${contract.parentContractId ? ' (additional funds request)' : ''}`}
        title={`Case ${contract.caseId || contract.identifier}`}
        badge={
          status ? (
            <StatusBadge status={status} cancelledDay={formatDisplayDate(contract.cancelledOn)} size="lg" />
          ) : null
        }
        actions={
          <>
            {approvedAdmin ? <HeaderLink to={`/edit-contract?${contract.id}`}>Edit</HeaderLink> : null}
            {contract.parentContractId !== null ? (
              <HeaderLink to={`/contract-page?${contract.parentContractId}`}>Original case</HeaderLink>
            ) : additionalFundsRefusal({
                status,
                reduced: contract.amountReduced !== null,
                cancelled: Boolean(contract.cancelledOn),
              }) !== null ? null : (
              // A closed, declined, cancelled or reduced case takes no request (the server refuses it): none offered.
              <RequestAdditionalFunds contract={contract} />
            )}
            {/* Before the check nothing is owed, so there is no statement to give (an additional-funds request's money
                is its case's). */}
            {contract.checkSent !== null ? (
              // What is owed today: the header's one solid button once there is a statement to give.
              <ContractDocumentButton contractId={contract.id} document="payoffStatement" primary />
            ) : null}
            {/* The consumer reads the disclosure before signing (from approval) and keeps it after funding; a request's
                money is a tranche of its case, disclosed there. */}
            {contract.parentContractId === null && (contract.amountApproved !== null || contract.checkSent !== null) ? (
              <ContractDocumentButton
                contractId={contract.id}
                document="disclosure"
                primary={contract.checkSent === null}
              />
            ) : null}
          </>
        }
      />
      <Stack gap={{ base: '6', md: '8' }}>
        <ContractSummary contract={contract} showResponsible={admin} showRisk={admin} />
        {/* A request's money is its case's: what it asked, was approved and was sent is in its summary. */}
        {contract.parentContractId === null ? (
          <>
            <FundingSection contract={contract} />
            <PaymentsSection contract={contract} />
          </>
        ) : null}
        {contract.parentContractId === null ? <AgreementSection contractId={contract.id} /> : null}
        <StatusSection contract={contract} />
        <GeneralInfoSection contract={contract} />
        <ChildRequests contract={contract} />
        {admin ? <ResponsibleUsersSection contract={contract} /> : null}
        {admin ? <AttachmentsSection contract={contract} /> : null}
        {approvedAdmin ? <PartyInsightsSection contract={contract} /> : null}
        {/* Check-ins are about funded cases; their answers are for the funder and the case's counsel. */}
        {contract.parentContractId === null &&
        contract.checkSent !== null &&
        (approvedAdmin || session.currentUserRole === 'Attorney' || session.currentUserRole === 'LawFirm') ? (
          <CaseUpdatesSection contractId={contract.id} admin={approvedAdmin} />
        ) : null}
        <ContractComments
          contractId={contract.id}
          comments={contract.contractComments}
          approvedAdmin={approvedAdmin}
          onChange={(contractComments) => answered({ ...contract, contractComments })}
        />
        {approvedAdmin ? <AuditTrailSection contractId={contract.id} /> : null}
      </Stack>
    </PageFrame>
  );
}
