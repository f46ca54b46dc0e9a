// The product rules (docs/product.md): both calls answer the file response, saved here as a browser download.

export interface FileResponse {
  mimeType: string;
  base64Content: string;
  fileName: string;
}

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
