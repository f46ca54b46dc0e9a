import { useEffect, useState } from 'react';
import {
  BackLink,
  Button,
  Container,
  ErrorState,
  HStack,
  LoadingState,
  PageHeader,
  Stack,
  StatusBadge,
  Text,
  getErrorStatus,
  isApprovedAdmin,
  useLocation,
  useNavigate,
  useSession,
} from 'shared-ui';
import { CONTRACT_MESSAGES, MESSAGES, parseRouteId } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { useContract, useContractAnswered } from '../../../shared/api/get-contract.ts';
import { ContractComments } from '../../../shared/components/ContractComments.tsx';
import { currentStatus } from '../../../shared/current-status.ts';
import { caseUpdateOf, type DraftErrors } from '../api/case-update.ts';
import { useUpdateContract } from '../api/update-contract.ts';
import { useAdminAction } from '../api/use-admin-action.ts';
import { AmountActions } from '../components/AmountActions.tsx';
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
      <PartyActions contract={contract} />
      <DocumentActions contract={contract} />
      <Stack gap="4">
        <CaseInfoFields draft={draft} errors={errors} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
        <HStack gap="3" justify="flex-end">
          {/* Delete only alerts; contracts are never deleted. */}
          <Button variant="outline" colorPalette="red" onClick={() => window.alert(CONTRACT_MESSAGES.notDeleted)}>
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
  let body;
  if (contract) body = <EditContractForm contract={contract} />;
  else if (id !== null && (query.isPending || query.isFetching)) body = <LoadingState label="Loading the contract" />;
  else {
    // The shell lets only administrators in; a refusal (401/403) means the server no longer takes this session as an
    // administrator's. A 404 is a contract that does not exist, so the no-data state (docs/decisions.md).
    const failure = getErrorStatus(query.error);
    const refused = failure === 401 || failure === 403;
    body = refused ? (
      <Text>{MESSAGES.notAdmin}</Text>
    ) : (
      <ErrorState heading={MESSAGES.noData} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Container maxW="4xl" px={{ base: '3', md: '6' }} py={{ base: '6', md: '8' }}>
      <PageHeader
        back={id !== null ? <BackLink to={`/contract-page?${id}`}>Back to the contract</BackLink> : null}
        eyebrow={contract ? contract.identifier : undefined}
        title={title}
        badge={status ? <StatusBadge status={status} /> : null}
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
