// What the build writes into the worker (scripts/service-worker.ts, DECISIONS 75): the files of
// the app shell with their revisions, and each language's text files, cached when a page of that
// language asks.

interface ShellEntry {
  url: string;
  /** null for a file whose name carries its hash; else the hash of its bytes. */
  revision: string | null;
}

export interface Shell {
  precache: ShellEntry[];
  translations: Record<string, string[]>;
}

/** The messages a page sends its worker. */
export type PageMessage =
  | { type: 'SKIP_WAITING' }
  /**
   * Files to keep: those a page loaded before the worker controlled it, a compliment's picture;
   * with a language, that language's texts too.
   */
  | { type: 'CACHE_URLS'; urls: string[]; locale?: string };

export const CACHE_NAMES = {
  pages: 'kindly-pages',
  assets: 'kindly-assets',
  images: 'kindly-images',
} as const;
