import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every row of the security checklist is proven by at least one test that names the row id in
// its title. The rows are those of docs/SECURITY.md; doc-citations.test.ts keeps the two in step.
const ROW_GROUPS: [prefix: string, count: number][] = [
  ['A', 32],
  ['S', 11],
  ['C', 12],
  ['V', 11],
  ['U', 8],
  ['R', 6],
  ['K', 13],
  ['F', 9],
  ['L', 7],
];
const ROW_IDS = ROW_GROUPS.flatMap(([prefix, count]) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`),
);

const root = new URL('../../', import.meta.url);

/** The test files, relative to the repository root: the places a row's test may live. */
function testFiles(): string[] {
  const sources: [folder: string, suffix: string][] = [
    ['src', '.test.ts'],
    ['test', '.test.ts'],
    ['e2e', '.spec.ts'],
  ];
  return sources.flatMap(([folder, suffix]) =>
    readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith(suffix) && !name.split(/[\\/]/).includes('node_modules'))
      .map((name) => `${folder}/${name}`),
  );
}

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60`;
// `it(`, `describe.concurrent(` or `test.each([...])(` followed by a literal title.
const TITLE_CALL = new RegExp(
  String.raw`(?<![.\w$])(?:describe|it|test)((?:\.(?:only|skip|todo|fails|concurrent|sequential|runIf|skipIf))*)` +
    String.raw`(\.each\s*(?:\x60[^\x60]*\x60|\([\s\S]*?\))|\s*\([^()]*\))?\s*\(\s*(${STRING})`,
  'g',
);

/** The titles of the tests and suites in a test file's source; skipped and todo tests do not count. */
function testTitles(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
  const titles: string[] = [];
  for (const match of code.matchAll(TITLE_CALL)) {
    const modifiers = match[1] ?? '';
    if (/\.(skip|todo)\b/.test(modifiers)) continue;
    titles.push(match[3]!.slice(1, -1));
  }
  return titles;
}

/** Whether a title names the row: as a whole word, not inside another word, number or `%C3`. */
function namesRow(title: string, id: string): boolean {
  return new RegExp(String.raw`(?<![\p{L}\p{N}_%])${id}(?![\p{L}\p{N}_])`, 'u').test(title);
}

describe('security checklist rows have tests', () => {
  it('reads titles of plain, modified and table-driven tests, but not comments or skipped ones', () => {
    const source = [
      "describe('K1 thank once', () => {",
      "  it('K1 thank once: twenty parallel thanks', async () => {});",
      '  it.concurrent("V1 bounds: double quotes", () => {});',
      '  it.each([',
      "    ['9 characters', () => textOfLength(9), tooShort],",
      "  ])('R1 counted: %s', async (_name, text) => {});",
      '  test(`K2 many thankers`, () => {});',
      "  // it('A1 only in a comment', () => {});",
      "  it.skip('A2 skipped', () => {});",
      "  it.todo('A3 not written');",
      "  expect(/K3/.test('K3 is an argument, not a title')).toBe(true);",
      '});',
    ].join('\n');
    expect(testTitles(source)).toEqual([
      'K1 thank once',
      'K1 thank once: twenty parallel thanks',
      'V1 bounds: double quotes',
      'R1 counted: %s',
      'K2 many thankers',
    ]);
  });

  it('counts an id only as a whole word', () => {
    expect(namesRow('C3 field-level: no views', 'C3')).toBe(true);
    expect(namesRow('only the session member (SECURITY C2)', 'C2')).toBe(true);
    expect(namesRow('U7 refuses truncated files', 'U7')).toBe(true);
    expect(namesRow('sends https://ex.example/stra%C3%9Fe percent-encoded', 'C3')).toBe(false);
    expect(namesRow('A10 admin list', 'A1')).toBe(false);
    expect(namesRow('ZK1 is not a row', 'K1')).toBe(false);
    expect(namesRow('K1x is not a row', 'K1')).toBe(false);
  });

  it('every row id is named in the title of at least one test', () => {
    expect(ROW_IDS).toHaveLength(109);
    const titles = testFiles().flatMap((file) =>
      testTitles(readFileSync(new URL(file, root), 'utf8')),
    );
    expect(titles.length).toBeGreaterThan(100);
    const missing = ROW_IDS.filter((id) => !titles.some((title) => namesRow(title, id)));
    expect(missing, 'row ids without a test title').toEqual([]);
  });
});
