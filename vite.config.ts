// Builds the React client into dist/client, where the Fastify server serves it; in development it
// proxies the server's paths so the client and the API share one origin.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

// The API server of `npm run dev`, on the same PORT the server reads.
const API_SERVER = `http://localhost:${process.env.PORT ?? '3000'}`;
// Trailing slashes matter: Vite matches by prefix, and a bare '/r' would swallow '/register'.
const proxied = ['/api/', '/media/', '/r/', '/healthz', '/readyz'];

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Read by the server to preload each page's own chunks with the HTML (docs/DECISIONS.md 17).
    manifest: true,
    rolldownOptions: {
      output: {
        // Code every page runs goes into a few long-cached chunks instead of many small ones,
        // which compress better and cost fewer requests (docs/DECISIONS.md 17).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_SERVER }])),
  },
});
