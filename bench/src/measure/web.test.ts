import { summarizeRuns, type WebResult } from './web.ts';

const run = (lcpMs: number | null, cls = 0): WebResult => ({
  page: '/login',
  scripts: 11,
  jsGzipKiB: 257.1,
  lcpMs,
  cls,
});

test('a page is summarised by the median LCP of its runs and the worst CLS', () => {
  expect(summarizeRuns([run(1300), run(1000, 0.01), run(1100)])).toEqual({
    page: '/login',
    scripts: 11,
    jsGzipKiB: 257.1,
    lcpMs: 1100,
    cls: 0.01,
    lcpRunsMs: [1300, 1000, 1100],
  });
  expect(summarizeRuns([run(1000), run(1200)]).lcpMs).toBe(1100);
  expect(summarizeRuns([run(null), run(900)]).lcpMs).toBe(900);
  expect(summarizeRuns([run(null)]).lcpMs).toBeNull();
});
