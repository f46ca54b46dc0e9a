import { isHTTPError } from 'ky';

function messageField(data: unknown): string | undefined {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const key of ['message', 'Message']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return undefined;
}

/** The HTTP status of a failed request, or undefined for network and other errors. */
export function getErrorStatus(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined;
}

/**
 * docs/product.md: the response's message (Message) field, or for 4xx the body as text;
 * otherwise the error's own message (network errors, timeouts, 5xx without a message).
 */
export async function getErrorMessage(error: unknown): Promise<string> {
  if (isHTTPError(error)) {
    const { data } = error;
    const fromJson = messageField(data);
    if (fromJson) return fromJson;
    const status = error.response.status;
    if (typeof data === 'string' && data.trim()) {
      try {
        const parsed = messageField(JSON.parse(data));
        if (parsed) return parsed;
      } catch {
        // not JSON: the text itself
      }
      if (status >= 400 && status < 500) return data.trim();
    }
    return error.message;
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unexpected error';
}
