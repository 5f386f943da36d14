// Builds the client once for the browser journeys; each spec file then starts its own server on it.
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
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}
