import { z } from 'zod';
import { trustedSuccessSerializer } from './trusted-answer.ts';

describe('trustedSuccessSerializer', () => {
  const schema = z.object({ n: z.number() });
  const compile = (httpStatus: string) => trustedSuccessSerializer({ schema, method: 'POST', url: '/x', httpStatus });

  it('writes a 200 answer as it is, without the schema check', () => {
    expect(compile('200')({ n: 1, extra: true })).toBe('{"n":1,"extra":true}');
  });

  it('checks every other status against its schema', () => {
    expect(compile('400')({ n: 1, extra: true })).toBe('{"n":1}');
    expect(() => compile('400')({ n: 'one' })).toThrow();
  });
});
