/** The main server the tests drive. */
export const PORT = Number(process.env.E2E_PORT || 8181);
/** A second server whose account remote points at a dead address, for the fallback test. */
export const DEAD_REMOTE_PORT = PORT + 1;
/** Portals the independent-deploys test starts, each loading the calculator remote from another origin. */
export const SEPARATE_REMOTE_PORT = PORT + 2;
export const NEWER_SHARED_UI_PORT = PORT + 3;
/** A server whose business clock is pinned (PINNED_NOW), for the screenshot comparisons (visual.spec.ts). */
export const VISUAL_PORT = PORT + 4;
/**
 * A server whose business clock is pinned to Friday 2026-09-04, the business day before Labor Day, so a contract
 * funded "today" has a Georgia cancellation window that runs over the holiday (cancellation-window.spec.ts).
 */
export const CANCELLATION_PORT = PORT + 5;
