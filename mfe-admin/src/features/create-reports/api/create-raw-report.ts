// POST Report/createReport/all: Download Raw Data: the chosen fields of every contract of a period.
import { apiClient, useMutation } from 'shared-ui';
import { toReportRequest, type RawReportForm } from '@litfund/domain';
import type { FileResponse } from './download-file.ts';

export const postRawReport = (form: RawReportForm) =>
  apiClient.post('Report/createReport/all', { json: toReportRequest(form) }).json<FileResponse>();

/** The form tells a refused session apart from other failures itself, so the banner stays out of it. */
export const useRawReport = () => useMutation({ mutationFn: postRawReport, meta: { errorNotice: false } });
