import { parseRouteId } from './route-id.ts';

describe('parseRouteId', () => {
  it.each([
    ['?7', 7], ['?id=7', 7], ['7', 7], ['', null], ['?', null], ['?abc', null], ['?id=x', null], ['?0', null], ['?99999999999', null],
  ])('%s -> %s', (search, expected) => {
    expect(parseRouteId(search)).toBe(expected);
  });
});
