// PostgreSQL text cannot hold U+0000: a NUL anywhere in a request would fail its insert or its query with a 500.
// Requests are checked once, at the door, so every route refuses them the same way (found by the fuzzer).
import { HttpError } from './http-error.ts';

export const NUL_MESSAGE = 'Text may not contain NUL characters';

export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

export function refuseNul(value: unknown): void {
  if (containsNul(value)) throw new HttpError(400, NUL_MESSAGE);
}
