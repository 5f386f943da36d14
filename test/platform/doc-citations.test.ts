import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Comments cite the repository's own docs: `PRODUCT n` (docs/PRODUCT.md), `DECISIONS n`
// (docs/decisions/, the file numbered n, zero-padded to four digits) and `SECURITY A1`
// (docs/SECURITY.md). A citation of a section or decision that does not exist, or of the
// specification documents that were never part of the repository, leaves a newcomer with nothing
// to read.

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

const SELF = 'test/platform/doc-citations.test.ts';
const CODE_FOLDERS = ['src', 'test', 'e2e', 'scripts', 'bench'];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|lua|css|html)$/;

/** Source files of the code folders, relative to the repository root; this file's samples aside. */
function codeFiles(): string[] {
  return CODE_FOLDERS.flatMap((folder) =>
    readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
      .filter((name) => TEXT_FILE.test(name) && !name.split(/[\\/]/).includes('node_modules'))
      .map((name) => `${folder}/${name.replaceAll('\\', '/')}`),
  ).filter((file) => file !== SELF);
}

/** The markdown files of a folder, relative to the repository root. */
function markdownIn(folder: string): string[] {
  return readdirSync(new URL(folder, root), { encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`);
}

/** The docs, which cite each other in the same forms: docs/*.md, docs/decisions/*.md, README.md. */
function docFiles(): string[] {
  return [...markdownIn('docs'), ...markdownIn('docs/decisions'), 'README.md'];
}

/** The decision files of docs/decisions/ by number: `0026-report-weights.md` is decision 26. */
function decisionFiles(): Map<number, string> {
  const files = new Map<number, string>();
  for (const name of readdirSync(new URL('docs/decisions', root), { encoding: 'utf8' })) {
    const match = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name);
    if (!match) continue;
    const n = Number(match[1]);
    expect(files.has(n), `decision ${n} has two files`).toBe(false);
    files.set(n, `docs/decisions/${name}`);
  }
  return files;
}

interface Citation {
  where: string;
  cited: string;
}

/** Every line of the files, as `file:line` and its text. */
function linesOf(files: string[]): { where: string; text: string }[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .map((text, index) => ({ where: `${file}:${index + 1}`, text })),
  );
}

// Built from parts so that this file does not match the searches it runs.
const EXTERNAL_DOC = new RegExp(String.raw`\b(?:${['SP', 'EC'].join('')}|DESIGN)(?: §|\.md)`);

/** `PRODUCT 4`, `PRODUCT 4, 6 and 13`, `DECISIONS 26, 27`, `docs/DECISIONS.md 15`. */
function numberedCitations(doc: 'PRODUCT' | 'DECISIONS', text: string): number[] {
  const pattern = new RegExp(String.raw`\b${doc}(?:\.md)? (\d+(?:(?:, | and )\d+)*)\b`, 'g');
  return [...text.matchAll(pattern)].flatMap((match) =>
    match[1]!.split(/, | and /).map((n) => Number(n)),
  );
}

/** `SECURITY A1`, `SECURITY A2, A3, A11`, `SECURITY C1/C7`, `SECURITY R1–R3, K4`. */
function securityCitations(text: string): string[] {
  const list = String.raw`[A-Z]\d+(?:\s*[–-]\s*[A-Z]?\d+)?`;
  const pattern = new RegExp(String.raw`\bSECURITY (${list}(?:\s*(?:,|/|and)\s*${list})*)`, 'g');
  return [...text.matchAll(pattern)].flatMap((match) =>
    [...match[1]!.matchAll(/([A-Z])(\d+)(?:\s*[–-]\s*[A-Z]?(\d+))?/g)].flatMap(
      ([, prefix, from, to]) => {
        const first = Number(from);
        const last = to === undefined ? first : Number(to);
        return Array.from({ length: last - first + 1 }, (_, i) => `${prefix}${first + i}`);
      },
    ),
  );
}

/** The numbers of the `## n. Title` sections of a doc. */
function sectionNumbers(path: string): Set<number> {
  return new Set([...read(path).matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

/** The rows of docs/SECURITY.md: the id and the test files its last column names. */
function securityRows(): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const match of read('docs/SECURITY.md').matchAll(/^\| ([A-Z]\d+) \|.*\|([^|]*)\|\s*$/gm)) {
    const files = [...match[2]!.matchAll(/`([^`]+)`/g)].map((file) => file[1]!);
    expect(rows.has(match[1]!), `${match[1]} is listed twice`).toBe(false);
    rows.set(match[1]!, files);
  }
  return rows;
}

function missing(citations: Citation[], exists: (cited: string) => boolean): string[] {
  return citations
    .filter(({ cited }) => !exists(cited))
    .map(({ where, cited }) => `${where} ${cited}`);
}

const namesId = (text: string, id: string) =>
  new RegExp(String.raw`(?<![\p{L}\p{N}_%])${id}(?![\p{L}\p{N}_])`, 'u').test(text);

describe('citations of the docs', () => {
  it('reads lists, ranges and the .md form of citations', () => {
    expect(
      numberedCitations('PRODUCT', 'the top bar (PRODUCT 3), forms (PRODUCT 4, 6 and 13)'),
    ).toEqual([3, 4, 6, 13]);
    expect(
      numberedCitations('DECISIONS', 'see DECISIONS 26, 27 and docs/DECISIONS.md 15.'),
    ).toEqual([26, 27, 15]);
    expect(numberedCitations('PRODUCT', 'a PRODUCT constant, PRODUCTION 4')).toEqual([]);
    expect(
      securityCitations('(SECURITY A2, A3, A11) and SECURITY C1/C7; SECURITY R1–R3, K4'),
    ).toEqual(['A2', 'A3', 'A11', 'C1', 'C7', 'R1', 'R2', 'R3', 'K4']);
    expect(securityCitations('SECURITY F5 (and K7 at shutdown)')).toEqual(['F5']);
  });

  it('no code or doc cites the specification documents, which are not in the repository', () => {
    const found = linesOf([...codeFiles(), ...docFiles()])
      .filter(({ text }) => EXTERNAL_DOC.test(text))
      .map(({ where }) => where);
    expect(found, 'cite docs/PRODUCT.md, docs/ARCHITECTURE.md or docs/decisions/ instead').toEqual(
      [],
    );
  });

  const lines = () => linesOf([...codeFiles(), ...docFiles()]);

  it('every PRODUCT section cited exists in docs/PRODUCT.md', () => {
    const sections = sectionNumbers('docs/PRODUCT.md');
    expect(sections.size).toBeGreaterThan(20);
    const citations = lines().flatMap(({ where, text }) =>
      numberedCitations('PRODUCT', text).map((n) => ({ where, cited: String(n) })),
    );
    expect(citations.length).toBeGreaterThan(100);
    expect(missing(citations, (n) => sections.has(Number(n)))).toEqual([]);
  });

  it('every DECISIONS entry cited is a file of docs/decisions/', () => {
    const entries = decisionFiles();
    expect(entries.size).toBeGreaterThan(50);
    const citations = lines().flatMap(({ where, text }) =>
      numberedCitations('DECISIONS', text).map((n) => ({ where, cited: String(n) })),
    );
    expect(citations.length).toBeGreaterThan(50);
    expect(missing(citations, (n) => entries.has(Number(n)))).toEqual([]);
  });

  it('every decision file is headed by its own number', () => {
    const wrong = [...decisionFiles()]
      .filter(([n, file]) => !read(file).startsWith(`# ${n}. `))
      .map(([, file]) => file);
    expect(wrong).toEqual([]);
  });

  it('every SECURITY id cited is a row of docs/SECURITY.md', () => {
    const rows = securityRows();
    const citations = lines().flatMap(({ where, text }) =>
      securityCitations(text).map((id) => ({ where, cited: id })),
    );
    expect(citations.length).toBeGreaterThan(50);
    expect(missing(citations, (id) => rows.has(id))).toEqual([]);
  });

  it('every row of docs/SECURITY.md names test files that exist and mention its id', () => {
    const wrong: string[] = [];
    for (const [id, files] of securityRows()) {
      if (files.length === 0) wrong.push(`${id}: no test file`);
      for (const file of files) {
        if (!existsSync(new URL(file, root))) wrong.push(`${id}: ${file} does not exist`);
        else if (!namesId(read(file), id)) wrong.push(`${id}: ${file} does not mention it`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('docs/SECURITY.md lists exactly the rows security-rows.test.ts requires tests for', () => {
    const groups = [
      ...read('test/platform/security-rows.test.ts').matchAll(/\['([A-Z])', (\d+)\]/g),
    ].flatMap(([, prefix, count]) =>
      Array.from({ length: Number(count) }, (_, i) => `${prefix}${i + 1}`),
    );
    expect(groups.length).toBeGreaterThan(50);
    expect([...securityRows().keys()].sort()).toEqual(groups.sort());
  });
});
