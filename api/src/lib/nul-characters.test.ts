import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, containsNul, unstorableTextProblem } from './nul-characters.ts';

test('containsNul finds U+0000 in strings, keys, arrays and nested objects', () => {
  expect(containsNul('a\u0000b')).toBe(true);
  expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
  expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
  expect(containsNul({ a: ['plain', 1, null, { b: '💥' }] })).toBe(false);
});

test('unstorableTextProblem finds lone surrogates, high or low, in values and keys, and passes proper pairs', () => {
  expect(unstorableTextProblem({ note: 'hi \ud800 there' })).toBe(LONE_SURROGATE_MESSAGE);
  expect(unstorableTextProblem(['end \udbff'])).toBe(LONE_SURROGATE_MESSAGE);
  expect(unstorableTextProblem({ a: { b: '\udc00 start' } })).toBe(LONE_SURROGATE_MESSAGE);
  expect(unstorableTextProblem({ ['k\udfff']: 1 })).toBe(LONE_SURROGATE_MESSAGE);
  expect(unstorableTextProblem({ a: '💥 \ud83d\udca5 ok', b: 1, c: null })).toBeNull();
  expect(unstorableTextProblem('x\u0000')).toBe(NUL_MESSAGE);
});
