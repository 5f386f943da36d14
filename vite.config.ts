// Builds the React client, run on Preact's compatibility layer (docs/DECISIONS.md 30), into
// dist/client, where the Fastify server serves it; in development it proxies the server's paths so
// the client and the API share one origin.
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

// The API server of `npm run dev`, on the same PORT the server reads.
const API_SERVER = `http://localhost:${process.env.PORT ?? '3000'}`;
// Trailing slashes matter: Vite matches by prefix, and a bare '/r' would swallow '/register'.
const proxied = ['/api/', '/media/', '/r/', '/healthz', '/readyz'];

// Radix's primitives and the packages they build on, and date formatting: the screens with
// dialogs, tabs, menus and dates. The Slot every button renders through stays out, so the home
// page's first screen does not wait for them.
const RADIX_AND_DATES =
  /node_modules[\\/](@radix-ui|radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|date-fns)[\\/]/;
const RADIX_ON_EVERY_PAGE = /@radix-ui[\\/]react-(slot|compose-refs)[\\/]/;
// Our wrappers of those primitives travel with them.
const RADIX_WRAPPERS =
  /src[\\/]client[\\/]components[\\/]ui[\\/](tabs|toast|confirm-dialog|dialog|label|switch)\.tsx$/;

// Our small shared modules (page frame, buttons and cards, hooks, helpers, the contract's texts
// and its zod-free text rules): one chunk instead of a file each. Modules that pull in Radix,
// dates, countries or forms stay out.
const APP_SHARED =
  /src[\\/](client[\\/](components[\\/](layout|ui)|lib|hooks)[\\/]|contract[\\/](messages|constants|[a-z-]+-(messages|text))\.ts$)/;
const APP_SHARED_EXCEPT =
  /(toaster|format-date|datetime-local|format-countries|save-warnings)\.tsx?$/;

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  // The preset points React's imports at preact/compat and gives the dev server Preact's hot reload;
  // its prerendering is not used (the server writes each page's head).
  plugins: [preact({ prerender: { enabled: false } }), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Read by the server to preload each page's own chunks with the HTML (docs/DECISIONS.md 17).
    manifest: true,
    rolldownOptions: {
      output: {
        // Code every page runs goes into a few long-cached chunks instead of many small ones,
        // which compress better and cost fewer requests; the larger libraries that only some
        // screens need are grouped by the set of pages that use them (docs/DECISIONS.md 17, 30).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            {
              name: 'forms',
              test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 8000,
            },
            {
              name: 'app',
              test: (id) =>
                APP_SHARED.test(id) && !APP_SHARED_EXCEPT.test(id) && !RADIX_WRAPPERS.test(id),
            },
            {
              name: 'ui',
              test: (id) =>
                (RADIX_AND_DATES.test(id) && !RADIX_ON_EVERY_PAGE.test(id)) ||
                RADIX_WRAPPERS.test(id),
              entriesAware: true,
              // At 8 KB small groups were merged across unrelated pages: the profile's tabs came in
              // one chunk with the admin screens' alert dialog, and so with the dialog stack.
              entriesAwareMergeThreshold: 4000,
            },
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
