// `npm start`: build what is missing or stale (lerna/nx replays cached builds), then serve the API, the shell and
// every remote on one port (http://localhost:8080 by default) with the embedded database unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';

const run = (args) =>
  spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });

if (process.env.SKIP_BUILD !== '1') {
  const build = run(['lerna', 'run', 'build', '--loglevel', 'warn']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npm', ['run', 'start', '-w', 'api'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
