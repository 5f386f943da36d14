// Bundles the server for `npm start`; dependencies stay in node_modules. The share cards' drawing
// thread is a bundle of its own, found beside the server's (sharing/card-drawer.ts), and so is the
// command that re-seals the two-factor secrets under the current key (`node dist/server/rekey.js`).
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    'server/main': 'src/server/main.ts',
    'server/rekey': 'src/server/rekey-cli.ts',
    'server/card-worker': 'src/server/features/sharing/card-drawing.worker.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: false,
  splitting: false,
});
