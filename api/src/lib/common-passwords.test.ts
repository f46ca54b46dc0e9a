import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords.ts';

describe('common passwords', () => {
  it.each(['Password1', 'Qwerty123', 'Iloveyou1', 'PASSWORD1'])('%s is common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Justice2026', 'Attorney123!', 'Matrix-Passphrase-2026', 'Tr0ub4dor&3x'])('%s is not', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('holds the 10,000 most common', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
  });
});
