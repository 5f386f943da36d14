// The JavaScript a page's first load fetches, brotli-compressed as the server sends it, against its
// budget (DECISIONS 69). Size Limit measures the files; Vite's manifest says which they are: the
// entry, its static imports, the page's own chunk and its static imports. A failure names the
// chunks that are new or grew since the sizes in first-load-reference.json were recorded
// (`UPDATE_FIRST_LOAD_REFERENCE=1 npx vitest run --project bundle` records them again).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
// The client the journeys test, built by e2e/global-setup.ts for this run (or named by the run).
const CLIENT_DIR = process.env.E2E_CLIENT_DIR ?? path.join(ROOT, 'dist', 'client');
const REFERENCE_FILE = path.join(import.meta.dirname, 'first-load-reference.json');

const KB = 1024;
/**
 * Each budget a little above what the page loads today; the home page's is the tightest. The
 * languages' loaders and core added 2 to 4 KB to the others (DECISIONS 73). The home page's
 * offline answer and the worker's registration (DECISIONS 75) fit in its 58 KB because the badge
 * celebrations moved into the members' background chunk (DECISIONS 78).
 */
const FIRST_LOADS = [
  { name: 'home page', page: 'pages/home-page.tsx', budget: 58 * KB },
  { name: 'login page', page: 'pages/login-page.tsx', budget: 86 * KB },
  { name: 'profile', page: 'pages/profile-page.tsx', budget: 87 * KB },
  { name: 'settings', page: 'pages/account-settings-page.tsx', budget: 90 * KB },
  { name: 'admin dashboard', page: 'pages/admin-page.tsx', budget: 82 * KB },
] as const;

/** The figure for the home page's first load in any language (PRODUCT 29). */
const HOME_IN_ANY_LANGUAGE = 80 * KB;
/** What a page's texts in another language may add to its English first load. */
const TRANSLATION_ALLOWANCE = 12 * KB;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** chunk name → brotli bytes, per first load, as recorded when the budgets were last looked at. */
type Reference = Record<string, Record<string, number>>;

/** The files a page's first load fetches: the entry and the page, with their static imports. */
function firstLoadChunks(manifest: Manifest, page: string): ManifestChunk[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest names no entry');
  if (!manifest[page]) throw new Error(`the manifest has no ${page}`);
  const chunks = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk.file)) return;
    chunks.set(chunk.file, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(page);
  return [...chunks.values()];
}

/**
 * The translation files a first load in another language fetches besides (PRODUCT 29): those of
 * every catalog its chunks can load (`<catalog>.<locale>.ts`), with their own imports. Counting
 * every such catalog, drawn at once or later, keeps the figure an upper bound.
 */
function translationChunks(
  manifest: Manifest,
  firstLoad: ManifestChunk[],
  locale: string,
): ManifestChunk[] {
  const suffix = `.${locale}.ts`;
  const files = new Set(firstLoad.map((chunk) => chunk.file));
  const found = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || found.has(chunk.file)) return;
    found.set(chunk.file, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const chunk of firstLoad)
    for (const key of chunk.dynamicImports ?? []) if (key.endsWith(suffix)) visit(key);
  return [...found.values()];
}

/** A chunk's name without its hash: what it holds (`app`, `query`, `home-page`). */
const chunkName = (chunk: ManifestChunk) =>
  chunk.name ?? path.basename(chunk.file).replace(/-[\w-]{8}\.js$/, '');

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Brotli sizes of the files, one Size Limit check each, and their sum. */
async function measure(files: string[]) {
  // The API's types say less than it does: it takes plugin lists, and answers one result a check.
  const plugins = filePlugin as unknown as Parameters<typeof sizeLimit>[0];
  const results = (await sizeLimit(plugins, {
    checks: files.map((file) => ({ files: [path.join(CLIENT_DIR, file)] })),
  })) as { size?: number }[];
  const sizes = results.map((result) => result.size ?? 0);
  return { sizes, total: sizes.reduce((sum, size) => sum + size, 0) };
}

describe('the first loads stay within their budgets', () => {
  const manifestFile = path.join(CLIENT_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`no client build in ${CLIENT_DIR}: run without E2E_SKIP_BUILD, or build it`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const reference: Reference = existsSync(REFERENCE_FILE)
    ? (JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as Reference)
    : {};
  const recorded: Reference = {};

  for (const { name, page, budget } of FIRST_LOADS) {
    it(`the ${name}'s first load is at most ${kb(budget)} of JavaScript, brotli`, async () => {
      const chunks = firstLoadChunks(manifest, page);
      const { sizes, total } = await measure(chunks.map((chunk) => chunk.file));
      const measured = chunks
        .map((chunk, index) => ({ chunk: chunkName(chunk), file: chunk.file, size: sizes[index]! }))
        .sort((a, b) => b.size - a.size);
      recorded[name] = Object.fromEntries(measured.map(({ chunk, size }) => [chunk, size]));

      const before = reference[name] ?? {};
      const grown = measured.filter(({ chunk, size }) => size > (before[chunk] ?? 0) + 64);
      const report = [
        `${name}: ${measured.length} files, ${kb(total)} brotli, budget ${kb(budget)}`,
        grown.length > 0
          ? `new or grown since first-load-reference.json: ${grown
              .map(({ chunk, file, size }) =>
                before[chunk] === undefined
                  ? `${file} (chunk ${chunk}, new, ${kb(size)})`
                  : `${file} (chunk ${chunk}, ${kb(before[chunk])} → ${kb(size)})`,
              )
              .join('; ')}`
          : 'no chunk is new or grew since first-load-reference.json',
        'every file:',
        ...measured.map(({ file, size }) => `  ${kb(size).padStart(9)}  ${file}`),
      ].join('\n');
      expect(total, report).toBeLessThanOrEqual(budget);
    });
  }

  // In Spanish (long words) and Arabic (another script), the page's texts come on top of the
  // English the chunks hold; the home page stays within the 80 KB in every language.
  for (const locale of ['es', 'ar']) {
    for (const { name, page, budget } of FIRST_LOADS) {
      const limit = name === 'home page' ? HOME_IN_ANY_LANGUAGE : budget + TRANSLATION_ALLOWANCE;
      it(`the ${name}'s first load in ${locale} is at most ${kb(limit)}, brotli`, async () => {
        const chunks = firstLoadChunks(manifest, page);
        const translations = translationChunks(manifest, chunks, locale);
        expect(translations.length, `${name}: no ${locale} translation found`).toBeGreaterThan(0);
        const { sizes, total } = await measure(
          [...chunks, ...translations].map((chunk) => chunk.file),
        );
        const added = sizes.slice(chunks.length).reduce((sum, size) => sum + size, 0);
        const report = [
          `${name} in ${locale}: ${kb(total)} brotli (${kb(added)} of translations in ` +
            `${translations.length} files), limit ${kb(limit)}`,
          ...translations.map(
            (chunk, index) => `  ${kb(sizes[chunks.length + index]!).padStart(9)}  ${chunk.file}`,
          ),
        ].join('\n');
        expect(total, report).toBeLessThanOrEqual(limit);
      });
    }
  }

  // With UPDATE_FIRST_LOAD_REFERENCE=1 the sizes measured become the ones the next failure
  // compares with: a step of the run, not a test of its own.
  afterAll(() => {
    if (process.env.UPDATE_FIRST_LOAD_REFERENCE !== '1') return;
    if (Object.keys(recorded).length !== FIRST_LOADS.length) return;
    writeFileSync(REFERENCE_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
  });
});
