/**
 * The longest the shell's start waits for the page's remote to be requested: on a slow or failing remote origin the
 * shell still draws its layout (and later the remote's fallback) instead of a blank page.
 */
export const HEAD_START_LIMIT_MS = 400;

/** Resolves when `started` settles or after `limitMs`, whichever comes first; never rejects. */
export function afterHeadStart(started: Promise<unknown>, limitMs = HEAD_START_LIMIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    started.then(done, done);
  });
}
