// Every phone field of every form and request schema follows the portal's phone rule (isValidPhone): found by name in
// the schemas the package exports, so a phone field added later without the rule fails here, as the adjuster's did.
import { z } from 'zod';
import * as domain from '../index.ts';
import { MESSAGES } from '../messages.ts';

/** Answers, not input: they show what was stored before the rule, as it was (docs/decisions.md). */
const READ_SCHEMAS = new Set(['userSchema', 'contractReadSchema']);

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  options?: unknown[];
} & Record<string, unknown>;

/** [path, schema] of every field whose name says phone, through objects, arrays, unions, pipes and wrappers. */
function phoneFields(schema: unknown, path = '', depth = 0): Array<[string, z.ZodType]> {
  if (depth > 8 || !(schema instanceof z.ZodType)) return [];
  const def = schema._zod.def as unknown as Def;
  const found: Array<[string, z.ZodType]> = [];
  if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      if (/phone/i.test(key) && field instanceof z.ZodType) found.push([`${path}${key}`, field]);
      found.push(...phoneFields(field, `${path}${key}.`, depth + 1));
    }
  }
  for (const inner of ['innerType', 'in', 'out', 'element', 'left', 'right'])
    found.push(...phoneFields(def[inner], path, depth + 1));
  for (const option of def.options ?? []) found.push(...phoneFields(option, path, depth + 1));
  return found;
}

const fields = Object.entries(domain)
  .filter(([name]) => !READ_SCHEMAS.has(name))
  .flatMap(([name, value]) => phoneFields(value).map(([path, schema]) => [`${name}.${path}`, schema] as const));

describe('phone fields', () => {
  it('are found in every form and request that asks for one', () => {
    const names = fields.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'registrationSchema.phoneNumber',
        'registrationFormSchema.phoneNumber',
        'adminUserCreateSchema.phoneNumber',
        'adminUserUpdateSchema.phoneNumber',
        'adminCreateUserFormSchema.phoneNumber',
        'adminEditUserFormSchema.phoneNumber',
        'newPartySchema.phoneNumber',
        'contractCreateSchema.adjusterPhone',
        'contractCreateSchema.contractClientDTO.user.phoneNumber',
        'contractCreateSchema.contractAttorneyDTO.user.phoneNumber',
        'contractUpdateSchema.adjusterPhone',
      ]),
    );
  });

  it.each(fields.map(([name, schema]) => [name, schema]))(
    '%s takes a phone number or blank, never text',
    (_, schema) => {
      for (const phone of ['555-0199', '+1 (404) 555-0199', '']) expect(schema.safeParse(phone).success).toBe(true);
      for (const notPhone of ['abc', '555', '12345678901234567890123'])
        expect(schema.safeParse(notPhone).error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.phoneInvalid]);
    },
  );
});
