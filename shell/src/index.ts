// Module Federation needs an async boundary before any shared module is used. The page's remote starts
// downloading first, alongside the shell's own chunks.
import { preloadPageRemote } from './remotes/federation.ts';

preloadPageRemote(window.location.pathname).catch((error: unknown) => console.warn('Remote preload failed', error));
// Nothing waits for the start: a failure stays an unhandled rejection, which the browser reports.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
