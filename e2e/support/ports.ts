/** The main server the tests drive. */
export const PORT = Number(process.env.E2E_PORT || 8181);
/** A second server whose account remote points at a dead address, for the fallback test. */
export const DEAD_REMOTE_PORT = PORT + 1;
