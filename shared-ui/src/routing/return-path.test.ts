import { loginPathFor, returnPathAfterLogin, safeReturnPath } from './return-path.ts';

describe('the path back after signing in', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/contract-page?8')).toBe('/contract-page?8');
    expect(safeReturnPath('/edit-user?id=3#comments')).toBe('/edit-user?id=3#comments');
  });

  it.each([
    'https://evil.test/',
    '//evil.test',
    '/\\evil.test',
    '/\t/evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'evil.test',
    '',
    '/login',
    '/login?next=/x',
    '/.//evil.test',
    '/..//evil.test',
    '/%2e//evil.test',
    '/a/..//evil.test',
  ])('ignores %j', (next) => {
    expect(safeReturnPath(next)).toBeNull();
    expect(returnPathAfterLogin(`?next=${encodeURIComponent(next)}`, '/user-profile?1')).toBe('/user-profile?1');
  });

  it('reads `next` from the sign-in page query, and falls back without one', () => {
    expect(returnPathAfterLogin('?next=%2Fcontract-page%3F8', '/home')).toBe('/contract-page?8');
    expect(returnPathAfterLogin('', '/home')).toBe('/home');
  });

  it('builds the sign-in address from where the visitor was going', () => {
    expect(loginPathFor({ pathname: '/contract-page', search: '?8', hash: '' })).toBe(
      '/login?next=%2Fcontract-page%3F8',
    );
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/login', search: '' })).toBe('/login');
  });
});
