// Builds the React client into dist/client, where the Fastify server serves it; in development it
// proxies the server's paths so the client and the API share one origin.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server of `npm run dev`, on the same PORT the server reads.
const API_SERVER = `http://localhost:${process.env.PORT ?? '3000'}`;
// Trailing slashes matter: Vite matches by prefix, and a bare '/r' would swallow '/register'.
const proxied = ['/api/', '/media/', '/r/', '/healthz', '/readyz'];

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_SERVER }])),
  },
});
