// POST AdminMail/{id}/retry: a message given up is queued again (the answer says so).
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import { MAIL_KEY } from './get-mail.ts';

export async function retryMail(id: number): Promise<string> {
  const body = await apiClient.post(`AdminMail/${id}/retry`).json<{ message: string }>();
  return body.message;
}

/** Every page shown is read again, so the refresh shows current states on every row. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retryMail, onSuccess: () => client.invalidateQueries({ queryKey: MAIL_KEY }) });
}
