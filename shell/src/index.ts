// Module Federation needs an async boundary before any shared module is used (STACK.md). The page's remote starts
// downloading first, alongside the shell's own chunks.
import { preloadPageRemote } from './remotes/federation.ts';
import { afterHeadStart } from './remotes/head-start.ts';

const remotePreload = preloadPageRemote(window.location.pathname).catch((error: unknown) => console.warn('Remote preload failed', error));
// Evaluating the shell's chunks and its first render are long tasks that starve the preload's small steps
// (remotes.json, then the manifest, then the remote's chunks): measured, its next step waited 600 ms behind them.
void afterHeadStart(remotePreload).then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx'));
