// ASVS 6.2.4: passwords among the 10,000 most common are refused at registration and reset. The list is the head of
// zxcvbn-ts' common-password list (ordered by frequency, MIT). Compared without case: the password rule demands an upper
// case letter and a digit, and 'Password1' is as guessable as 'password1'.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { badRequest } from './http-error.ts';

export const COMMON_PASSWORD_COUNT = 10_000;
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess';

let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json');
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
    common = new Set(list.slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  }
  return common;
}

export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/** 400 with the message on the password field when the password is a common one. */
export function refuseCommonPassword(password: string, path = 'password'): void {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, [{ path, message: COMMON_PASSWORD_MESSAGE }]);
}
