import { EmptyState, ErrorState, RouterLink, Text, getErrorStatus, isAdmin, useSession } from 'shared-ui';
import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';

/** No id, a missing contract or one the caller may not see: all answer "not found" (400, 403, 404). */
export function isContractMissing(error: unknown): boolean {
  const status = error == null ? 404 : getErrorStatus(error);
  return status === 400 || status === 403 || status === 404;
}

/**
 * Why a contract is not shown. No id, a missing contract and one the caller may not see (the server answers the same
 * 404, so ids cannot be probed) are "not found", with the way back to a list: retrying would find nothing either.
 * Only a failed load (the network, a 5xx) offers Retry. `refusedText` is what a 401/403 says, where the page has it.
 */
export function ContractLoadFailure({
  error,
  onRetry,
  refusedText,
  titled = false,
}: {
  error: unknown;
  onRetry: () => void;
  refusedText?: string;
  /** The page's h1 already says "Contract not found": only the hint and the way back show here. */
  titled?: boolean;
}) {
  const admin = useSession(isAdmin);
  const status = error == null ? 404 : getErrorStatus(error);
  if (refusedText && (status === 401 || status === 403)) return <Text>{refusedText}</Text>;
  if (isContractMissing(error))
    return (
      <EmptyState
        title={titled ? undefined : CONTRACT_MESSAGES.contractNotFound}
        message={CONTRACT_MESSAGES.contractNotFoundHint}
      >
        <RouterLink to={admin ? '/all-contracts' : '/contract-history'} color="blue.700" fontWeight="medium">
          {admin ? 'Go to All Contracts' : 'Go to Case History'}
        </RouterLink>
      </EmptyState>
    );
  return <ErrorState heading={MESSAGES.noData} onRetry={onRetry} />;
}
