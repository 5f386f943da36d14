// Builds the client once for the browser journeys; each spec file then starts its own server on it.
// The build is the production one: vitest sets NODE_ENV to 'test', and a client built under it
// carries Preact's debugging layer (10 KB more, and checks on every render).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const root = path.resolve(import.meta.dirname, '..');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}
