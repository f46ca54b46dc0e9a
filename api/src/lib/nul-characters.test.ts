import { containsNul } from './nul-characters.ts';

test('containsNul finds U+0000 in strings, keys, arrays and nested objects', () => {
  expect(containsNul('a\u0000b')).toBe(true);
  expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
  expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
  expect(containsNul({ a: ['plain', 1, null, { b: '💥' }] })).toBe(false);
});
