import { figuresOf, medianRun, type LighthouseRun } from './lighthouse.ts';

const report = (overrides: { lcp?: number; script?: number; performance?: number | null } = {}) =>
  ({
    categories: {
      performance: { score: overrides.performance === undefined ? 0.953 : overrides.performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 1234.4 },
      'largest-contentful-paint': { numericValue: overrides.lcp ?? 1890.6 },
      'total-blocking-time': { numericValue: 88.2 },
      'cumulative-layout-shift': { numericValue: 0.01234 },
      'total-byte-weight': { numericValue: 230_000 },
      'resource-summary': {
        details: {
          type: 'table',
          items: [
            { resourceType: 'total', transferSize: 230_000 },
            { resourceType: 'script', transferSize: overrides.script ?? 204_800 },
          ],
        },
      },
    },
  }) as unknown as Parameters<typeof figuresOf>[0];

test('reads scores as percents, times in whole ms, bytes in KiB', () => {
  expect(figuresOf(report())).toEqual({
    performance: 95,
    accessibility: 100,
    bestPractices: 100,
    fcpMs: 1234,
    lcpMs: 1891,
    tbtMs: 88,
    cls: 0.012,
    transferKiB: 224.6,
    scriptKiB: 200,
  });
});

test('a report without a score is an error, not a zero', () => {
  expect(() => figuresOf(report({ performance: null }))).toThrow('Lighthouse gave no performance score');
});

test('each figure is the median of the runs', () => {
  const runs: LighthouseRun[] = [
    figuresOf(report({ lcp: 3000, performance: 0.8 })),
    figuresOf(report({ lcp: 1000, performance: 0.99 })),
    figuresOf(report({ lcp: 2000, performance: 0.9 })),
  ];
  expect(medianRun(runs)).toMatchObject({ lcpMs: 2000, performance: 90 });
  expect(medianRun(runs.slice(0, 2))).toMatchObject({ lcpMs: 2000, performance: 89.5 });
  expect(() => medianRun([])).toThrow('No Lighthouse run');
});
