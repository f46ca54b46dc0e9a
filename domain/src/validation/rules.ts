// The validation rules as pure predicates, shared by the forms and the server.

// A standard email pattern: something@domain.tld, no spaces, at most 254 characters (RFC 5321).
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** At least 8 characters with a digit, an uppercase and a lowercase letter. */
export function isValidPassword(value: string): boolean {
  return value.length >= 8 && /\d/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value);
}

export function normalizeZip(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A stored zip as people write it: ZIP+4 with its hyphen (12345-6789), any other value as it is. */
export function formatZip(value: string): string {
  return /^\d{9}$/.test(value) ? `${value.slice(0, 5)}-${value.slice(5)}` : value;
}

/** After removing spaces and hyphens: 5 digits when shorter than 9, otherwise exactly 9 digits. */
export function isValidZip(value: string): boolean {
  const zip = normalizeZip(value);
  return zip.length < 9 ? /^\d{5}$/.test(zip) : /^\d{9}$/.test(zip);
}

/** Whole years between a birth date and a day, both 'YYYY-MM-DD'. */
export function ageOn(birthDate: string, today: string): number {
  // A missing part is NaN, so a malformed date compares false everywhere (as undefined did).
  const [by = NaN, bm = NaN, bd = NaN] = birthDate.split('-').map(Number);
  const [ty = NaN, tm = NaN, td = NaN] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export function isAdultOn(birthDate: string, today: string): boolean {
  return ageOn(birthDate, today) >= 18;
}
