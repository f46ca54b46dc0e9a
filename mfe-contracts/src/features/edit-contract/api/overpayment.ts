import { getErrorMessage, getErrorStatus } from 'shared-ui';

/**
 * The server's question when a payment is above the amount owed (409 naming the `confirmOverpayment` field), or null
 * for any other failure. The payment is recorded only when it is sent again with the confirmation.
 */
export async function overpaymentQuestion(failure: unknown): Promise<string | null> {
  if (getErrorStatus(failure) !== 409) return null;
  const data = (failure as { data?: unknown }).data;
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  const asks =
    Array.isArray(errors) && errors.some((e) => (e as { path?: unknown } | null)?.path === 'confirmOverpayment');
  return asks ? getErrorMessage(failure) : null;
}
