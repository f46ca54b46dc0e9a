import { useEffect, useState } from 'react';
import {
  BackLink,
  Button,
  Container,
  HStack,
  LoadingState,
  PageHeader,
  SimpleDialog,
  Stack,
  StatusBadge,
  getErrorStatus,
  isApprovedAdmin,
  useLocation,
  useNavigate,
  useSession,
} from 'shared-ui';
import { CONTRACT_MESSAGES, MESSAGES, formatDisplayDate, parseRouteId } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { useContract, useContractAnswered } from '../../../shared/api/get-contract.ts';
import { ContractComments } from '../../../shared/components/ContractComments.tsx';
import { ContractLoadFailure } from '../../../shared/components/ContractLoadFailure.tsx';
import { currentStatus } from '../../../shared/current-status.ts';
import { caseUpdateOf, type DraftErrors } from '../api/case-update.ts';
import { useUpdateContract } from '../api/update-contract.ts';
import { useAdminAction } from '../api/use-admin-action.ts';
import { AmountActions } from '../components/AmountActions.tsx';
import { CancellationActions } from '../components/CancellationActions.tsx';
import { CaseInfoFields, draftOf, type CaseInfoDraft } from '../components/CaseInfoFields.tsx';
import { DocumentActions } from '../components/DocumentActions.tsx';
import { PartyActions } from '../components/PartyActions.tsx';
import { StatusActions } from '../components/StatusActions.tsx';

function EditContractForm({ contract }: { contract: ContractRead }) {
  const navigate = useNavigate();
  const approvedAdmin = useSession(isApprovedAdmin);
  const answered = useContractAnswered();
  const run = useAdminAction();
  const saveCase = useUpdateContract(contract.id);
  const [draft, setDraft] = useState<CaseInfoDraft>(() => draftOf(contract));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [explainingDelete, setExplainingDelete] = useState(false);
  useEffect(() => setDraft(draftOf(contract)), [contract]);

  const save = async () => {
    const update = caseUpdateOf(draft);
    if ('errors' in update) {
      setErrors(update.errors);
      return;
    }
    setErrors({});
    // A failure shows the server's message and the form stays as typed.
    if (await run(() => saveCase.mutateAsync(update.body), CONTRACT_MESSAGES.contractUpdated))
      navigate(`/contract-page?${contract.id}`);
  };

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <StatusActions contract={contract} />
      <AmountActions contract={contract} />
      <CancellationActions contract={contract} />
      <PartyActions contract={contract} />
      <DocumentActions contract={contract} />
      <Stack gap="4">
        <CaseInfoFields draft={draft} errors={errors} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
        <HStack gap="3" justify="flex-end">
          {/* Contracts are never deleted (docs/product.md): Delete says so, and why, in a dialog. It deletes nothing,
              so it is not drawn as a destructive (red) action. */}
          <Button variant="outline" onClick={() => setExplainingDelete(true)}>
            Delete
          </Button>
          <Button loading={saveCase.isPending} onClick={() => void save()}>
            Save
          </Button>
        </HStack>
      </Stack>
      <ContractComments
        contractId={contract.id}
        comments={contract.contractComments}
        approvedAdmin={approvedAdmin}
        onChange={(contractComments) => answered({ ...contract, contractComments })}
      />
      {explainingDelete ? (
        <SimpleDialog
          title={CONTRACT_MESSAGES.notDeleted}
          description={CONTRACT_MESSAGES.notDeletedReason}
          onClose={() => setExplainingDelete(false)}
        />
      ) : null}
    </Stack>
  );
}

/** /edit-contract?{id}: every administrator action on a contract (docs/product.md). */
export function EditContractPage() {
  const id = parseRouteId(useLocation().search);
  const query = useContract(id);
  const contract = query.data;
  const status = contract ? currentStatus(contract) : null;
  const title = contract ? `Edit Case ${contract.caseId || contract.identifier}` : 'Edit Contract';
  const loading = !contract && id !== null && (query.isPending || query.isFetching);
  // No id, a malformed one (400) or a contract that does not exist (404): no page to go back to, so the way back is the
  // list. (A 403 here is a session no longer taken as an administrator's, which ContractLoadFailure says.)
  const notFound = !contract && !loading && (id === null || [400, 404].includes(getErrorStatus(query.error) ?? 0));
  let body;
  if (contract) body = <EditContractForm contract={contract} />;
  else if (loading) body = <LoadingState label="Loading the contract" />;
  else
    // The shell lets only administrators in; a refusal (401/403) means the server no longer takes this session as an
    // administrator's. A 404 is a contract that does not exist (docs/decisions.md).
    body = (
      <ContractLoadFailure
        error={id === null ? null : query.error}
        onRetry={() => void query.refetch()}
        refusedText={MESSAGES.notAdmin}
      />
    );
  return (
    <Container maxW="4xl" px={{ base: '3', md: '6' }} py={{ base: '6', md: '8' }}>
      <PageHeader
        back={
          notFound ? (
            <BackLink to="/all-contracts">Back to All Contracts</BackLink>
          ) : (
            <BackLink to={`/contract-page?${id}`}>Back to the contract</BackLink>
          )
        }
        eyebrow={contract ? contract.identifier : undefined}
        title={title}
        badge={status ? <StatusBadge status={status} cancelledDay={formatDisplayDate(contract?.cancelledOn)} /> : null}
        description={
          contract
            ? 'Each action below is recorded at once and says its result under it; Save stores the case information.'
            : undefined
        }
      />
      {body}
    </Container>
  );
}
