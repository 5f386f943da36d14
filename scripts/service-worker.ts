// Builds the service worker (src/client/sw) into /sw.js at the end of the client's build, with the
// app shell's files written into it (DECISIONS 75): workbox's modules bundled by a second Vite
// build, and the list of the first build's files and their revisions passed in as a constant.
// Written here rather than with vite-plugin-pwa, whose workbox-build brings some 1,200 packages.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** A translation file of a catalog: `<catalog>.<locale>.ts` (docs/I18N.md). */
const TRANSLATION = /\.(es|fr|de|pt-BR|ar)\.ts$/;
/** The admin screens: admins load them as they go, not kept for offline use. */
const ADMIN_PAGE = /[\\/]pages[\\/](admin|simple-admin)[^\\/]*\.tsx$/;
/** The public files the shell draws with: icons and the image a missing picture falls back to. */
const SHELL_PUBLIC_FILES = [
  'favicon.svg',
  'favicon-32.png',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'images/placeholder.svg',
];

interface ShellEntry {
  url: string;
  revision: string | null;
}

const revisionOf = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/**
 * The files of the shell: the entry with everything it loads, every page a visitor or member can
 * open and what those load in turn, and the styles and fonts; the admin screens and the texts of
 * other languages stay out. Their names carry their hash, so they need no revision.
 */
function shellFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const item of Object.values(bundle))
    if (item.type === 'chunk') chunks.set(item.fileName, item);
  const kept = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || kept.has(fileName)) return;
    const source = chunk.facadeModuleId ?? '';
    if (TRANSLATION.test(source) || ADMIN_PAGE.test(source)) return;
    kept.add(fileName);
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const assets = Object.values(bundle)
    .filter((item) => item.type === 'asset' && item.fileName.startsWith('assets/'))
    .map((item) => item.fileName);
  return [...kept, ...assets].sort();
}

/** Each language's text files, which a page of that language asks its worker to keep. */
function translationFiles(bundle: Rolldown.OutputBundle): Record<string, string[]> {
  const byLocale: Record<string, string[]> = {};
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    const locale = TRANSLATION.exec(item.facadeModuleId ?? '')?.[1];
    if (locale) (byLocale[locale] ??= []).push(`/${item.fileName}`);
  }
  for (const files of Object.values(byLocale)) files.sort();
  return byLocale;
}

async function bundleWorker(entry: string, shell: unknown): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [],
    define: {
      __KINDLY_SHELL__: JSON.stringify(shell),
      // Workbox's development logging is left out, as in its own production builds.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: 'kindlyWorker', fileName: () => 'sw.js' },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = results.flatMap((result) => result.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('the service worker build gave no script');
  return chunk.code;
}

/**
 * Vite plugin: emits sw.js beside index.html once the client's files are known. `entry` is the
 * worker's source, from the client's root.
 */
export function serviceWorker(options: { entry: string }): Plugin {
  let publicDir = '';
  let entry = '';
  return {
    name: 'kindly-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      entry = path.resolve(config.root, options.entry);
    },
    generateBundle: {
      order: 'post',
      async handler(_output, bundle) {
        const precache: ShellEntry[] = shellFiles(bundle).map((file) => ({
          url: `/${file}`,
          revision: null,
        }));
        for (const file of SHELL_PUBLIC_FILES) {
          const source = path.join(publicDir, file);
          if (existsSync(source))
            precache.push({ url: `/${file}`, revision: revisionOf(readFileSync(source)) });
        }
        const shell = { precache, translations: translationFiles(bundle) };
        const source = await bundleWorker(entry, shell);
        this.emitFile({ type: 'asset', fileName: 'sw.js', source });
        this.info(`service worker: ${precache.length} files precached`);
      },
    },
  };
}
