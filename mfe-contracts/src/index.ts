// Module Federation needs an async boundary before any shared module is used. Nothing waits for it: a failed
// start stays an unhandled rejection, which the browser reports.
void import('./bootstrap.tsx');
