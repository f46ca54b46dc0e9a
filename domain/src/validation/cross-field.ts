// Rules between fields (From not after To) on an object schema.
import type { z } from 'zod';

/**
 * The `when` of an object's cross-field refinement: run it whenever the fields it reads parsed, even while other fields
 * did not. zod otherwise skips an object's refinements after any field's issue, so a form would show its errors in
 * rounds (submit: "Star is required"; fix it, submit again: "From must not be greater than To").
 */
export function whenFieldsParsed(...fields: readonly string[]) {
  return {
    when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}
