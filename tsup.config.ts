// Bundles the server for `npm start`; dependencies stay in node_modules.
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { 'server/main': 'src/server/main.ts' },
  outDir: 'dist',
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: false,
  splitting: false,
});
