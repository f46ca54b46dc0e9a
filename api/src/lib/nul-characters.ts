// Text PostgreSQL cannot store: U+0000 in text, and a lone UTF-16 surrogate (a JSON "\ud800" escape with no pair),
// which has no UTF-8 form and fails a json/jsonb cast ("invalid input syntax for type json"). Either would fail an
// insert or a query with a 500, so requests are checked once, at the door, and every route refuses them the same way
// (found by the fuzzer and an outside tester).
import { HttpError } from './http-error.ts';

export const NUL_MESSAGE = 'Text may not contain NUL characters';
export const LONE_SURROGATE_MESSAGE =
  'Text may not contain a broken character (an unpaired UTF-16 surrogate): retype or paste the text again';

// Node 20 has String.prototype.isWellFormed; the pattern is its meaning, kept for the type checker's lib.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first problem any string (value or key) in the value has, or null. */
export function unstorableTextProblem(value: unknown): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return NUL_MESSAGE;
    return LONE_SURROGATE.test(value) ? LONE_SURROGATE_MESSAGE : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = unstorableTextProblem(item);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = unstorableTextProblem(key) ?? unstorableTextProblem(item);
      if (problem) return problem;
    }
  }
  return null;
}

export const containsNul = (value: unknown): boolean => unstorableTextProblem(value) === NUL_MESSAGE;

export function refuseUnstorableText(value: unknown): void {
  const problem = unstorableTextProblem(value);
  if (problem) throw new HttpError(400, problem);
}
