import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Small files with names that say what they hold: a source file past 400 lines is doing several
// things, and its parts want files of their own. Tests and migrations may run longer.

const root = new URL('../../', import.meta.url);
const LIMIT = 400;

const sourceFiles = () =>
  readdirSync(new URL('src', root), { recursive: true, encoding: 'utf8' })
    .map((name) => `src/${name.replaceAll('\\', '/')}`)
    .filter((file) => /\.(?:ts|tsx)$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/migrations/'));

describe('source files', () => {
  it(`stay under ${LIMIT} lines, tests and migrations aside`, () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    const long = files
      .map((file) => ({
        file,
        lines: readFileSync(new URL(file, root), 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
