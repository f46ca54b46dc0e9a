import {
  ErrorState,
  HStack,
  LoadingState,
  PageCard,
  RouterLink,
  Stack,
  Table,
  Text,
  isAdmin,
  isApprovedAdmin,
  useLocation,
  useSession,
  Section,
} from 'shared-ui';
import { MESSAGES, dollarsLabel, formatDisplayDate, parseRouteId, statusLabel } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { useContract, useContractAnswered } from '../../../shared/api/get-contract.ts';
import { ContractComments } from '../../../shared/components/ContractComments.tsx';
import { FundingSection, PaymentsSection, StatusSection } from '../components/MoneySections.tsx';
import { AttachmentsSection, GeneralInfoSection, ResponsibleUsersSection } from '../components/InfoSections.tsx';
import { AuditTrailSection } from '../components/AuditTrailSection.tsx';
import { PartyInsightsSection } from '../components/PartyInsightsSection.tsx';
import { PayoffStatementButton } from '../components/PayoffStatementButton.tsx';
import { RequestAdditionalFunds } from '../components/RequestAdditionalFunds.tsx';

function ChildRequests({ contract }: { contract: ContractRead }) {
  if (contract.childContracts.length === 0) return null;
  return (
    <Section title="Additional Funds Requests">
      <Table.Root size="sm" aria-label="Additional funds requests">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Request</Table.ColumnHeader>
            <Table.ColumnHeader>Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {contract.childContracts.map((child) => (
            <Table.Row key={child.id}>
              <Table.Cell>
                <RouterLink to={`/contract-page?${child.id}`}>{child.identifier}</RouterLink>
              </Table.Cell>
              <Table.Cell>{dollarsLabel(child.amountRequested)}</Table.Cell>
              <Table.Cell>{statusLabel(child.status)}</Table.Cell>
              <Table.Cell>{formatDisplayDate(child.createDate)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Section>
  );
}

/** Every state of the page (signed out, loading, failed, loaded) has the loaded page's width: nothing moves when the
 * contract arrives (CLS, docs/performance.md). */
const PAGE_WIDTH = '6xl';

/** /contract-page?{id}: the contract as its parties see it (docs/product.md). */
export function ContractPage() {
  const session = useSession();
  const id = parseRouteId(useLocation().search);
  const query = useContract(session.token ? id : null);
  const answered = useContractAnswered();
  if (!session.token)
    return (
      <PageCard title="Contract" maxW={PAGE_WIDTH}>
        <Text>{MESSAGES.pleaseLogin}</Text>
      </PageCard>
    );
  const contract = query.data;
  if (!contract && id !== null && (query.isPending || query.isFetching)) {
    return (
      <PageCard title="Contract" maxW={PAGE_WIDTH}>
        <LoadingState label="Loading the contract" />
      </PageCard>
    );
  }
  if (!contract)
    return (
      <PageCard title="Contract" maxW={PAGE_WIDTH}>
        <ErrorState heading={MESSAGES.noData} onRetry={() => void query.refetch()} />
      </PageCard>
    );
  const admin = isAdmin(session);
  const approvedAdmin = isApprovedAdmin(session);
  return (
    <PageCard title={`Case ${contract.caseId || contract.identifier}`} maxW={PAGE_WIDTH}>
      <Stack gap="8">
        <HStack gap="3" flexWrap="wrap">
          <Text color="fg.muted">
            {contract.identifier}
            {contract.parentContractId ? ' (additional funds request)' : ''}
          </Text>
          <PayoffStatementButton contractId={contract.id} />
          {contract.parentContractId === null ? (
            <RequestAdditionalFunds contract={contract} />
          ) : (
            <RouterLink to={`/contract-page?${contract.parentContractId}`}>Original case</RouterLink>
          )}
          {approvedAdmin ? <RouterLink to={`/edit-contract?${contract.id}`}>Edit</RouterLink> : null}
        </HStack>
        <FundingSection contract={contract} />
        <PaymentsSection contract={contract} />
        <StatusSection contract={contract} />
        <GeneralInfoSection contract={contract} />
        <ChildRequests contract={contract} />
        {admin ? <ResponsibleUsersSection contract={contract} /> : null}
        {admin ? <AttachmentsSection contract={contract} /> : null}
        {approvedAdmin ? <PartyInsightsSection contract={contract} /> : null}
        <ContractComments
          contractId={contract.id}
          comments={contract.contractComments}
          approvedAdmin={approvedAdmin}
          onChange={(contractComments) => answered({ ...contract, contractComments })}
        />
        {approvedAdmin ? <AuditTrailSection contractId={contract.id} /> : null}
      </Stack>
    </PageCard>
  );
}
