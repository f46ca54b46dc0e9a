import { markdownTable } from './table.ts';

test('markdownTable', () => {
  expect(
    markdownTable(
      ['case', 'req/s'],
      [
        ['health', 1200],
        ['list', 300],
      ],
    ),
  ).toBe('| case | req/s |\n| --- | --- |\n| health | 1200 |\n| list | 300 |');
});
