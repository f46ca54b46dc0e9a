import { landingPathOf, parseRouteId } from './route-id.ts';

describe('parseRouteId', () => {
  it('reads the short form, where the id is the whole query string', () => {
    expect(parseRouteId('?7')).toBe(7);
    expect(parseRouteId('42')).toBe(42);
  });
  it('also reads ?id=', () => {
    expect(parseRouteId('?id=9')).toBe(9);
    expect(parseRouteId('?foo=1&id=12')).toBe(12);
  });
  it('answers null for anything else', () => {
    expect(parseRouteId('')).toBeNull();
    expect(parseRouteId('?')).toBeNull();
    expect(parseRouteId('?abc')).toBeNull();
    expect(parseRouteId('?id=-3')).toBeNull();
    expect(parseRouteId('?0')).toBeNull();
    expect(parseRouteId('?99999999999')).toBeNull();
  });
});

describe('landingPathOf', () => {
  it('takes Approved administrators to /admin, everyone else to their profile', () => {
    expect(landingPathOf({ userId: 1, role: 'Administrator', status: 'Approved' })).toBe('/admin');
    expect(landingPathOf({ userId: 2, role: 'Administrator', status: 'New' })).toBe('/user-profile?2');
    expect(landingPathOf({ userId: 3, role: 'Attorney', status: 'Approved' })).toBe('/user-profile?3');
  });
});
