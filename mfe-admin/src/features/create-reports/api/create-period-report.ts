// POST Report/createReport/report: Export Report: the contracts of a period, by periodicity, type and status.
import { apiClient, useMutation } from 'shared-ui';
import { toReportRequest, type PeriodReportForm } from '@litfund/domain';
import type { FileResponse } from './download-file.ts';

export const postPeriodReport = (form: PeriodReportForm) =>
  apiClient.post('Report/createReport/report', { json: toReportRequest(form) }).json<FileResponse>();

/** The form tells a refused session apart from other failures itself, so the banner stays out of it. */
export const usePeriodReport = () => useMutation({ mutationFn: postPeriodReport, meta: { errorNotice: false } });
