import {
  ageOn,
  formatZip,
  isAdultOn,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidWebsite,
  isValidZip,
  normalizeZip,
  websiteHref,
} from './rules.ts';
import { email, password, phone, website, zipCode } from './fields.ts';
import { MESSAGES } from '../messages.ts';

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', "o'brien@example.org"])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a b@c.com', '@example.com', 'a@.com', 'a@b.c', `${'x'.repeat(250)}@example.com`])(
    'refuses %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
  it('the field trims, lowercases and carries the portal message', () => {
    expect(email().parse('  John@Example.COM ')).toBe('john@example.com');
    const result = email().safeParse('nope');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.emailInvalid);
  });
});

describe('password', () => {
  it('accepts 8+ characters with a digit, an uppercase and a lowercase letter', () => {
    expect(isValidPassword('Secret12')).toBe(true);
  });
  it.each([
    ['too short', 'Sec12ab'],
    ['no uppercase', 'secret123'],
    ['no digit', 'SecretPass'],
    ['no lowercase', 'SECRET123'],
    ['empty', ''],
  ])('refuses a password with %s', (_label, value) => {
    expect(isValidPassword(value)).toBe(false);
    expect(password().safeParse(value).error?.issues[0]?.message).toBe(MESSAGES.passwordRule);
  });
});

describe('zip code', () => {
  it.each(['30901', '30901-1234', '309 01', ' 3 0 9 0 1 ', '309011234', '30901 1234'])('accepts %j', (value) => {
    expect(isValidZip(value)).toBe(true);
  });
  it.each(['3090', '309012', '3090123', '30901123', '3090112345', 'abcde', '30901-12a4', ''])('refuses %j', (value) => {
    expect(isValidZip(value)).toBe(false);
  });
  it('shows a stored ZIP+4 with its hyphen and anything else as it is', () => {
    expect(['309011234', '30901', ''].map(formatZip)).toEqual(['30901-1234', '30901', '']);
  });
  it('normalizes by removing spaces and hyphens', () => {
    expect(normalizeZip('30901-1234')).toBe('309011234');
    expect(zipCode().parse('309 01')).toBe('30901');
    expect(zipCode().safeParse('123456').error?.issues[0]?.message).toBe(MESSAGES.zipInvalid);
  });
});

describe('website', () => {
  it.each([
    'example.com',
    'www.hopper.law',
    'https://ivy.example',
    'http://lex.example.co.uk/team?x=1',
    'a-b.io:8080/x',
  ])('takes %j', (value) => expect(isValidWebsite(value)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'javascript:alert(document.cookie)//x.com',
    'ftp://example.com',
    'data:text/html,hi',
    'localhost',
    'not a site',
    'https://',
    'example',
    'exa mple.com',
  ])('refuses %j', (value) => expect(isValidWebsite(value)).toBe(false));
  it('links a bare domain over https and never links what is no website', () => {
    expect(websiteHref('hopper.law')).toBe('https://hopper.law');
    expect(websiteHref('http://hopper.law')).toBe('http://hopper.law');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
  });
  it('the field allows blank and says what it wants', () => {
    expect(website().safeParse('').success).toBe(true);
    expect(website().safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(MESSAGES.websiteInvalid);
  });
});

describe('phone', () => {
  it.each(['555-0100', '+1 (404) 555-0100', '404 555 0100', '+44 20 7946 0958', '12345678901234567890'])(
    'takes %j',
    (value) => expect(isValidPhone(value)).toBe(true),
  );
  it.each(['call me maybe', '555-01', '123456789012345678901', '555.0100', '1+5550100', 'tel:5550100', '555-0100 x12'])(
    'refuses %j',
    (value) => expect(isValidPhone(value)).toBe(false),
  );
  it('the field allows blank and says what it wants', () => {
    expect(phone().safeParse('').success).toBe(true);
    expect(phone().safeParse('call me maybe').error?.issues[0]?.message).toBe(MESSAGES.phoneInvalid);
  });
});

describe('age', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(isAdultOn('2000-06-15', '2018-06-15')).toBe(true);
    expect(isAdultOn('2000-06-16', '2018-06-15')).toBe(false);
    expect(isAdultOn('2000-02-29', '2018-02-28')).toBe(false);
    expect(isAdultOn('2000-02-29', '2018-03-01')).toBe(true);
  });
});
