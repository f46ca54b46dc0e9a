// GET AdminMail and POST AdminMail/{id}/retry: the outbox as administrators see it.
import { apiClient } from 'shared-ui';
import { adminMailPageSchema, type AdminMailPage } from '@litfund/domain';

const MAIL_PAGE_SIZE = 20;

export async function listMail(pageNumber: number, signal?: AbortSignal): Promise<AdminMailPage> {
  const searchParams = { pageNumber: String(pageNumber), pageSize: String(MAIL_PAGE_SIZE) };
  return adminMailPageSchema.parse(await apiClient.get('AdminMail', { searchParams, signal }).json<unknown>());
}

export async function retryMail(id: number): Promise<string> {
  const body = await apiClient.post(`AdminMail/${id}/retry`).json<{ message: string }>();
  return body.message;
}
