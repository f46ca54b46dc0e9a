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

/**
 * A website as people write it: a domain name (labels and a TLD of letters) with an optional http(s):// in front, a port
 * and a path. Anything else, such as a 'javascript:' address, is no website: the profile turns the value into a link.
 */
const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isValidWebsite(value: string): boolean {
  return value.length <= 200 && WEBSITE_PATTERN.test(value);
}

/** The link a valid website opens: as written when it names http(s), else https:// in front. */
export function websiteHref(value: string): string | null {
  if (!isValidWebsite(value)) return null;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

export const PHONE_DIGITS = { min: 7, max: 20 } as const;

/** A phone number: 7 to 20 digits, with an optional leading +, and spaces, dashes or parentheses between them. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
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
