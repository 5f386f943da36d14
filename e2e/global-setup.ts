// Builds the client once for the browser journeys and the bundle budgets (test/bundle); each spec
// file then starts its own server on it. The build is the production one: vitest sets NODE_ENV to
// 'test', and a client built under it carries Preact's debugging layer (10 KB more, and checks on
// every render).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Both projects name this setup, and vitest runs each project's own: the first one builds, and the
// mark (in the environment of vitest's main process, where every global setup runs) spares the
// second a build of the same tree.
const BUILT = 'KINDLY_TEST_CLIENT_BUILT';

export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1' || process.env[BUILT] === '1') return;
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
  process.env[BUILT] = '1';
}
