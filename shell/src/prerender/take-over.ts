// The server sends a prerendered first view in #root (scripts/prerender: the frame, or a public page's first view, in
// a wrapper marked data-prerendered). The app's first commit replaces it (React clears the container); so that the replacement draws the same page rather than
// a loading state first (a visible jump, and layout shift), it starts once the header's data (/remotes.json) and the
// page's remote are there, or after MAX_WAIT_MS, whichever is first: a remote that hangs still gets its fallback.
// Not hydration: the remote pages load asynchronously and their markup depends on the session and the remotes the
// browser finds, so hydrating would mismatch; replacing the markup draws identical pixels (docs/decisions.md).

export const MAX_WAIT_MS = 3000;

/** 'frame', 'login', ... for a root holding prerendered markup, else null. */
export function prerenderedKind(container: HTMLElement): string | null {
  return container.querySelector(':scope > [data-prerendered]')?.getAttribute('data-prerendered') ?? null;
}

/** Runs `start` at once on an empty root, else once `ready` have settled (or after `maxWaitMs`). */
export function takeOverWhenReady(
  container: HTMLElement,
  ready: readonly Promise<unknown>[],
  start: () => void,
  maxWaitMs = MAX_WAIT_MS,
): Promise<void> {
  if (prerenderedKind(container) === null) {
    start();
    return Promise.resolve();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  return Promise.race([Promise.allSettled(ready), waited]).then(() => {
    clearTimeout(timer);
    start();
  });
}
