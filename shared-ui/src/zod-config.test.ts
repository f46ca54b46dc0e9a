// zod is not imported by shared-ui at run time; this checks that zod still picks the setting up from globalThis.
test('zod loaded after shared-ui runs jitless, so the CSP never sees an eval probe', async () => {
  await import('./zod-config.ts');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
