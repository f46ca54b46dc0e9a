import { jest } from '@jest/globals';
import { afterHeadStart } from './head-start.ts';

afterEach(() => jest.useRealTimers());

test('goes on as soon as the preload settles, fulfilled or rejected', async () => {
  await expect(afterHeadStart(Promise.resolve('requested'), 60_000)).resolves.toBeUndefined();
  await expect(afterHeadStart(Promise.reject(new Error('remote down')), 60_000)).resolves.toBeUndefined();
});

test('goes on after the limit when the preload hangs', async () => {
  jest.useFakeTimers();
  let done = false;
  const started = afterHeadStart(new Promise(() => undefined), 400).then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(399);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await started;
  expect(done).toBe(true);
});
