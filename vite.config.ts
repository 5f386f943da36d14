// Builds the React client, run on Preact's compatibility layer (docs/DECISIONS.md 30), into
// dist/client, where the Fastify server serves it; in development it proxies the server's paths so
// the client and the API share one origin.
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { serviceWorker } from './scripts/service-worker';

// The API server of `npm run dev`, on the same PORT the server reads.
const API_SERVER = `http://localhost:${process.env.PORT ?? '3000'}`;
// Trailing slashes matter: Vite matches by prefix, and a bare '/r' would swallow '/register'.
const proxied = ['/api/', '/media/', '/r/', '/healthz', '/readyz'];

// Chunks are named for what they hold (docs/DECISIONS.md 17, 30, 69). Rolldown's `entriesAware`
// split a group by the set of pages using each module and named the pieces after those pages
// (`ui~admin-ads-page~admin-page~…`), which hid that the home page loaded admin screens' dialogs.

/** The page a guest's first visit draws, with the entry the first screen. */
const HOME_PAGE = /src[\\/]client[\\/]pages[\\/]home-page\.tsx$/;
const OWN_SOURCE = /[\\/]src[\\/](client|contract)[\\/]/;

// The libraries the first screen draws with (class names, the Slot every button renders through).
const FIRST_SCREEN_LIBRARIES =
  /node_modules[\\/](clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;
// The form library and our fields on it, which every form page draws with. Fields that pull in
// more (dialogs, countries, admin parts) stay out, so a sign-in form does not load them.
const FORMS =
  /node_modules[\\/](react-hook-form|@hookform)[\\/]|src[\\/]client[\\/](components[\\/](forms[\\/](field|use-schema-form|new-password-fields)|ui[\\/](input|password-input))|lib[\\/]form-validation)\.tsx?$/;
// Radix by role: the base every part builds on, the layers overlays stack (dialogs, menus, toasts),
// the modal dialog, the dropdown menu with its positioning, and the tabs and the switch; our wrappers
// travel with their primitive. Toasts stay out: only the toast area uses them, so they come with it.
const RADIX_BASE =
  /node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|context|id|direction|use-[a-z-]+|presence|collection|roving-focus|visually-hidden|label))[\\/]|src[\\/]client[\\/]components[\\/]ui[\\/]label\.tsx$/;
const LAYERS =
  /node_modules[\\/](@radix-ui[\\/]react-(dismissable-layer|portal|focus-scope|focus-guards)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/;
const DIALOG =
  /node_modules[\\/]@radix-ui[\\/]react-(dialog|alert-dialog)[\\/]|src[\\/]client[\\/]components[\\/]ui[\\/](dialog|confirm-dialog|held-dialog)\.tsx$/;
const MENU =
  /node_modules[\\/](@floating-ui|@radix-ui[\\/]react-(dropdown-menu|menu|popper|arrow))[\\/]/;
const TABS =
  /node_modules[\\/]@radix-ui[\\/]react-tabs[\\/]|src[\\/]client[\\/]components[\\/]ui[\\/]tabs\.tsx$/;
const SWITCH =
  /node_modules[\\/]@radix-ui[\\/]react-switch[\\/]|src[\\/]client[\\/]components[\\/]ui[\\/]switch\.tsx$/;

/**
 * The installable app's modules that the registration, the offline answers, the sign-out, the
 * badge celebrations and the home page's card share: one chunk, so the pages name one file for
 * all of them. The registration itself (with workbox-window) and the prompts are chunks apart.
 */
const PWA =
  /src[\\/]client[\\/](pwa[\\/](offline|pwa-messages|install-prompt|sign-out)|lib[\\/]kind-moment|sw[\\/]shell)\.ts$/;

/** Those chunks' files: `pwa`, and `register` (main.tsx's import; not `register-page`). */
const PWA_CHUNK = /^assets\/(pwa|register)-[\w-]{8}\.js$/;

interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
}

/**
 * The roots (the entry, and each module loaded by a dynamic import: pages, lazy parts) whose static
 * imports reach a module of our own source; barrels of libraries are not followed, so a module
 * counts only where our code really imports it.
 */
function rootsOf(context: ChunkingContext) {
  const memo = new Map<string, Set<string>>();
  const visit = (id: string, path: Set<string>): Set<string> => {
    const known = memo.get(id);
    if (known) return known;
    const roots = new Set<string>();
    const info = context.getModuleInfo(id);
    if (!info) return roots;
    if (info.isEntry || info.dynamicImporters.length > 0) roots.add(id);
    path.add(id);
    for (const importer of info.importers) {
      if (path.has(importer) || !OWN_SOURCE.test(importer)) continue;
      for (const root of visit(importer, path)) roots.add(root);
    }
    path.delete(id);
    memo.set(id, roots);
    return roots;
  };
  return (id: string) => visit(id, new Set());
}

// One chunking pass shares one context: the walk is remembered for that pass only.
const rootsByPass = new WeakMap<ChunkingContext, (id: string) => Set<string>>();

/**
 * Our modules of the first screen (the entry and the home page) that another page or part shares
 * too (buttons, cards, the API client, texts) go in `app`, with the libraries they draw with; those
 * of the entry alone stay in its chunk, and the others go with their page or in a chunk named after
 * a module they share. So `app` never imports the entry's chunk, and no chunk is cut out of the two
 * to break a cycle between them.
 */
function ownModuleChunk(id: string, context: ChunkingContext): string | null {
  if (FIRST_SCREEN_LIBRARIES.test(id)) return 'app';
  let rootsOfModule = rootsByPass.get(context);
  if (!rootsOfModule) rootsByPass.set(context, (rootsOfModule = rootsOf(context)));
  const roots = [...rootsOfModule(id)];
  const firstScreen = (root: string) =>
    HOME_PAGE.test(root) || context.getModuleInfo(root)?.isEntry === true;
  if (roots.length > 1 && roots.some(firstScreen)) return 'app';
  return null;
}

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  // The preset points React's imports at preact/compat and gives the dev server Preact's hot reload;
  // its prerendering is not used (the server writes each page's head).
  // The service worker is built last, from the list of the client's files (DECISIONS 75).
  plugins: [
    preact({ prerender: { enabled: false } }),
    tailwindcss(),
    serviceWorker({ entry: 'sw/sw.ts' }),
    precompress(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Read by the server to preload each page's own chunks with the HTML (docs/DECISIONS.md 17).
    manifest: true,
    modulePreload: {
      // The installable app's code comes after the page has loaded: what it imports is in by then
      // or can wait, so the pages carry no list of it (DECISIONS 75).
      resolveDependencies: (file, deps) => (PWA_CHUNK.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Code every page runs goes into a few long-cached chunks instead of many small ones,
        // which compress better and cost fewer requests; the libraries only some screens need are
        // grouped by what they do, each group named for it (docs/DECISIONS.md 17, 30, 69). The
        // first group that takes a module keeps it: `app` comes before the Radix groups, so the
        // Slot every button renders through stays on the first screen.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The installable app's shared parts in one file (DECISIONS 75).
            { name: 'pwa', test: PWA },
            {
              name: ownModuleChunk,
              debugName: 'app',
              test: (id) => OWN_SOURCE.test(id) || FIRST_SCREEN_LIBRARIES.test(id),
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: FORMS },
            { name: 'radix', test: RADIX_BASE },
            { name: 'layers', test: LAYERS },
            { name: 'dialog', test: DIALOG },
            { name: 'menu', test: MENU },
            { name: 'tabs', test: TABS },
            { name: 'switch', test: SWITCH },
            { name: 'dates', test: /node_modules[\\/]date-fns[\\/]/ },
            // Passkeys' browser side, loaded when a passkey is used or added.
            { name: 'webauthn', test: /node_modules[\\/]@simplewebauthn[\\/]/ },
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
