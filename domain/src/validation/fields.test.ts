import { MESSAGES } from '../messages.ts';
import { registrationSchema } from '../account/schemas.ts';
import { commentInputSchema } from '../contracts/schemas.ts';
import { multilineText, requiredText, text } from './fields.ts';

describe('control characters', () => {
  it.each([
    'Jane\nDoe',
    'Jane\rBcc: x@y.z',
    'Ja\tne',
    'Jane\u0000',
    'Jane\u001b[31m',
    'Jane\u007f',
    'Jane\u0085',
    'Jane\u2028Doe',
    'Jane\u202eeoD',
    'Ja\u200bne',
    'Jane\u200f',
    'Jane\u061c',
    'Ja\ufeffne',
    'Ja\u2060ne',
  ])('a single-line text refuses %j with a clear message', (value) => {
    const result = requiredText(100).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.controlCharacters);
  });

  it('a single-line text keeps letters of any script, accents and emoji', () => {
    for (const value of ['José Ñúñez', "O'Brien-Smith", '李小龙', 'Zoë 🙂']) expect(text(100).parse(value)).toBe(value);
  });

  it('multi-line text keeps line breaks and tabs, and refuses other control characters', () => {
    expect(multilineText().parse('Rear-ended\r\nat a light\n\t- whiplash')).toBe(
      'Rear-ended\r\nat a light\n\t- whiplash',
    );
    expect(multilineText().safeParse('bell\u0007').error?.issues[0]?.message).toBe(MESSAGES.controlCharacters);
    expect(multilineText().safeParse('over\u202eride').success).toBe(false);
  });

  it('reaches the forms and the server through the schemas: registration names, comments', () => {
    const form = {
      email: 'jane@example.com',
      password: 'Secret123',
      firstName: 'Jane\nBcc: victim@example.com',
      lastName: 'Doe',
      dateOfBirth: '1990-05-20',
      state: { key: 'GA' },
      zipCode: '30901',
    };
    const registration = registrationSchema.safeParse(form);
    expect(registration.error?.issues).toEqual([
      expect.objectContaining({ path: ['firstName'], message: MESSAGES.controlCharacters }),
    ]);
    expect(commentInputSchema.safeParse({ commentText: 'line one\nline two' }).success).toBe(true);
  });
});
