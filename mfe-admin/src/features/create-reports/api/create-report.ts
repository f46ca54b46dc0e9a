// The product rules (docs/product.md): POST Report/createReport/report (Export Report: the contracts of a period, by
// periodicity, type and status) and POST Report/createReport/all (Download Raw Data: the chosen fields of every
// contract of a period) both take the period as dd/mm/yyyy and answer a file response.
import { apiClient, useMutation } from 'shared-ui';
import { toReportRequest } from '@litfund/domain';
import type { FileResponse } from './download-file.ts';

export type ReportPath = 'Report/createReport/report' | 'Report/createReport/all';

/** The form tells a refused session apart from other failures itself, so the banner stays out of it. */
export const useReportRequest = <F extends { from: string; to: string }>(path: ReportPath) =>
  useMutation({
    mutationFn: (form: F) => apiClient.post(path, { json: toReportRequest(form) }).json<FileResponse>(),
    meta: { errorNotice: false },
  });
