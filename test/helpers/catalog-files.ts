// The catalogs of the source tree, found by their files (docs/I18N.md): the catalog checks and the
// language journeys walk the same list.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalog, MessageText } from '../../src/contract/i18n/catalog';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every `*-messages.ts` file under src/ that defines a catalog. */
export function catalogFiles(dir = path.join(ROOT, 'src')): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...catalogFiles(full));
    else if (
      /-messages\.ts$/.test(entry.name) &&
      /defineCatalog\(/.test(readFileSync(full, 'utf8'))
    )
      found.push(full);
  }
  return found;
}

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  'en' in value &&
  'load' in value;

/** The catalogs a file exports. */
export async function catalogsOf(file: string): Promise<Catalog[]> {
  const module = (await import(file)) as Record<string, unknown>;
  return Object.values(module).filter(isCatalog);
}

export async function allCatalogs(): Promise<Catalog[]> {
  const catalogs: Catalog[] = [];
  for (const file of catalogFiles()) catalogs.push(...(await catalogsOf(file)));
  return catalogs;
}

/** A text's strings: itself, or each form of a plural. */
export const stringsOf = (text: MessageText) =>
  typeof text === 'string' ? [text] : Object.values(text);
