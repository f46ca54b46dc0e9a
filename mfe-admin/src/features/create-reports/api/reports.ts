// docs/product.md: both calls answer the file response, saved here as a browser download.
import { apiClient } from 'shared-ui';
import { toReportRequest } from '@litfund/domain';
import type { PeriodReportForm, RawReportForm } from '@litfund/domain';

export interface FileResponse { mimeType: string; base64Content: string; fileName: string }

export const postPeriodReport = (form: PeriodReportForm) =>
  apiClient.post('Report/createReport/report', { json: toReportRequest(form) }).json<FileResponse>();

export const postRawReport = (form: RawReportForm) =>
  apiClient.post('Report/createReport/all', { json: toReportRequest(form) }).json<FileResponse>();

/** Saves a file response through a Blob URL and a temporary <a download>. */
export function downloadFile(file: FileResponse): void {
  const bytes = Uint8Array.from(atob(file.base64Content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const anchor = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
