// `npm run dev`: the API in watch mode plus every app's webpack dev server. Open the shell at http://localhost:3000;
// it proxies /api, /remotes.json and /config.json to the API, which points each remote at its dev server.
import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';

const devRemotes = {
  REMOTE_ACCOUNT_URL: 'http://localhost:3001/mf-manifest.json',
  REMOTE_CONTRACTS_URL: 'http://localhost:3002/mf-manifest.json',
  REMOTE_ADMIN_URL: 'http://localhost:3003/mf-manifest.json',
  REMOTE_CALCULATOR_URL: 'http://localhost:3004/mf-manifest.json',
};
const isApp = (ws) => ws.startsWith('mfe-');

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const workspaces = root.workspaces.filter((ws) => {
  const file = `${ws}/package.json`;
  return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).scripts?.dev;
});
// Only remotes that exist in this checkout are announced to the shell.
const remoteEnv = Object.fromEntries(
  Object.entries(devRemotes).filter(([key]) =>
    workspaces.some((ws) => isApp(ws) && key.includes(ws.slice(4).toUpperCase())),
  ),
);
const children = workspaces.map((ws) =>
  spawn('npm', ['run', 'dev', '-w', ws], {
    stdio: 'inherit',
    env: ws === 'api' ? { ...remoteEnv, ...process.env } : process.env,
  }),
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
