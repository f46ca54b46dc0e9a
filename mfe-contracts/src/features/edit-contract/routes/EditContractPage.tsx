import { useEffect, useState } from 'react';
import {
  Button, ErrorState, HStack, LoadingState, PageCard, RouterLink, Stack, Text, getErrorMessage, isApprovedAdmin, useLocation, useNavigate,
  useNotification, useSession,
} from 'shared-ui';
import { CONTRACT_MESSAGES, MESSAGES, parseRouteId } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { updateContract } from '../../../shared/api/contracts.ts';
import { useContract } from '../../../shared/api/use-contract.ts';
import { ContractComments } from '../../../shared/components/ContractComments.tsx';
import { caseUpdateOf, type DraftErrors } from '../api/case-update.ts';
import { useAdminAction } from '../api/use-admin-action.ts';
import { AmountActions } from '../components/AmountActions.tsx';
import { CaseInfoFields, draftOf, type CaseInfoDraft } from '../components/CaseInfoFields.tsx';
import { DocumentActions } from '../components/DocumentActions.tsx';
import { PartyActions } from '../components/PartyActions.tsx';
import { StatusActions } from '../components/StatusActions.tsx';

function EditContractForm({ contract, replace }: { contract: ContractRead; replace: (contract: ContractRead) => void }) {
  const navigate = useNavigate();
  const notify = useNotification((s) => s.notify);
  const approvedAdmin = useSession(isApprovedAdmin);
  const run = useAdminAction(replace);
  const [draft, setDraft] = useState<CaseInfoDraft>(() => draftOf(contract));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(draftOf(contract)), [contract]);

  const save = async () => {
    const update = caseUpdateOf(draft);
    if ('errors' in update) {
      setErrors(update.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await updateContract(contract.id, update.body);
      notify(CONTRACT_MESSAGES.contractUpdated, 'success');
      navigate(`/contract-page?${contract.id}`);
    } catch (failure) {
      notify(await getErrorMessage(failure), 'error');
      setSaving(false);
    }
  };

  return (
    <Stack gap="8">
      <HStack gap="3">
        <RouterLink to={`/contract-page?${contract.id}`}>Back to the contract</RouterLink>
      </HStack>
      <AmountActions contract={contract} run={run} />
      <StatusActions contract={contract} run={run} />
      <PartyActions contract={contract} run={run} />
      <CaseInfoFields draft={draft} errors={errors} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
      <DocumentActions contract={contract} run={run} />
      <ContractComments contractId={contract.id} comments={contract.contractComments} approvedAdmin={approvedAdmin}
        onChange={(contractComments) => replace({ ...contract, contractComments })} />
      <HStack gap="3" justify="flex-end">
        {/* Delete only alerts; contracts are never deleted. */}
        <Button variant="outline" colorPalette="red" onClick={() => window.alert(CONTRACT_MESSAGES.notDeleted)}>Delete</Button>
        <Button loading={saving} onClick={() => void save()}>Save</Button>
      </HStack>
    </Stack>
  );
}

/** /edit-contract?{id}: every administrator action on a contract (docs/product.md). */
export function EditContractPage() {
  const id = parseRouteId(useLocation().search);
  const { load, replace, reload } = useContract(id);
  const title = load.state === 'loaded' ? `Edit Case ${load.contract.caseId || load.contract.identifier}` : 'Edit Contract';
  let body;
  if (load.state === 'loading') body = <LoadingState label="Loading the contract" />;
  else if (load.state === 'error') {
    // The shell lets only administrators in; a refusal (401/403) means the server no longer takes this session as an
    // administrator's. A 404 is a contract that does not exist, so the no-data state (docs/decisions.md).
    const refused = load.status === 401 || load.status === 403;
    body = refused ? <Text>{MESSAGES.notAdmin}</Text> : <ErrorState heading={MESSAGES.noData} onRetry={reload} />;
  } else body = <EditContractForm contract={load.contract} replace={replace} />;
  return <PageCard title={title} maxW="5xl">{body}</PageCard>;
}
