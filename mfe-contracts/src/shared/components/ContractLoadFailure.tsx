import { EmptyState, ErrorState, RouterLink, Text, getErrorStatus, isAdmin, useSession } from 'shared-ui';
import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';

/**
 * No id, a missing contract and one the caller may not see (the same 404), or a malformed id: nothing to go back to.
 * A refusal (401/403) is not found too unless the page says it otherwise (`refusedText`).
 */
export function isContractNotFound(error: unknown, refusedText?: string): boolean {
  const status = error == null ? 404 : getErrorStatus(error);
  if (refusedText && (status === 401 || status === 403)) return false;
  return status === 400 || status === 403 || status === 404;
}

/** The list a contract is found from: All Contracts for administrators, Case History for everyone else. */
export const contractListLink = (admin: boolean) =>
  admin ? { to: '/all-contracts', name: 'All Contracts' } : { to: '/contract-history', name: 'Case History' };

/**
 * Why a contract is not shown. No id, a missing contract and one the caller may not see (the server answers the same
 * 404, so ids cannot be probed) are "not found", with the way back to a list: retrying would find nothing either.
 * Only a failed load (the network, a 5xx) offers Retry. `refusedText` is what a 401/403 says, where the page has it.
 */
export function ContractLoadFailure({
  error,
  onRetry,
  refusedText,
}: {
  error: unknown;
  onRetry: () => void;
  refusedText?: string;
}) {
  const list = contractListLink(useSession(isAdmin));
  const status = error == null ? 404 : getErrorStatus(error);
  if (refusedText && (status === 401 || status === 403)) return <Text>{refusedText}</Text>;
  if (isContractNotFound(error, refusedText))
    return (
      <EmptyState title={CONTRACT_MESSAGES.contractNotFound} message={CONTRACT_MESSAGES.contractNotFoundHint}>
        <RouterLink to={list.to} color="blue.700" fontWeight="medium">
          Go to {list.name}
        </RouterLink>
      </EmptyState>
    );
  return <ErrorState heading={MESSAGES.noData} onRetry={onRetry} />;
}
