import { getErrorMessage, getErrorStatus } from 'shared-ui';

/** The page's own words for the refusals it expects by status, else the server's message. */
export async function refusalMessage(error: unknown, byStatus: Partial<Record<number, string>>): Promise<string> {
  const status = getErrorStatus(error);
  return (status !== undefined ? byStatus[status] : undefined) ?? getErrorMessage(error);
}
