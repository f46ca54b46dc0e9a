import { statesOf } from './states.ts';

test('statesOf keeps the states of a well-formed list and only their fields', () => {
  expect(
    statesOf([
      { id: 1, key: 'GA', name: 'Georgia', extra: true },
      { key: 'NY', name: 'New York' },
    ]),
  ).toEqual([
    { id: 1, key: 'GA', name: 'Georgia' },
    { id: undefined, key: 'NY', name: 'New York' },
  ]);
});

test.each([
  ['not a list', { key: 'GA' }],
  ['a state without a name', [{ id: 1, key: 'GA' }]],
  ['a fractional id', [{ id: 1.5, key: 'GA', name: 'Georgia' }]],
  ['null in the list', [null]],
])('statesOf refuses %s', (_case, body) => {
  expect(() => statesOf(body)).toThrow('Unexpected states list');
});
