import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The client is type-checked without Node's globals and the server without the browser's
// (tsconfig.client.json, tsconfig.server.json, both run by `npm run typecheck`): a probe that
// reaches for the other side's globals must not compile under its side's settings.

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The messages of compiling `code` alone as a file of the given project's settings. */
function diagnosticsUnder(project: string, code: string): string[] {
  const configFile = ts.readConfigFile(`${root}${project}`, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const probe = `${root}src/probe.ts`;
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === probe ? code : readFile(file));
  host.fileExists = (file) => file === probe || ts.sys.fileExists(file);
  const program = ts.createProgram([probe], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('type environments', () => {
  it("refuses Node's globals in client code", () => {
    const code = 'export const mode = process.env.NODE_ENV;\n';
    expect(diagnosticsUnder('tsconfig.client.json', code)).toContainEqual(
      expect.stringContaining("Cannot find name 'process'"),
    );
    expect(diagnosticsUnder('tsconfig.server.json', code)).toEqual([]);
  });

  it("refuses the browser's globals in server code", () => {
    const code = 'export const title = () => document.title;\n';
    expect(diagnosticsUnder('tsconfig.server.json', code)).toContainEqual(
      expect.stringContaining("Cannot find name 'document'"),
    );
    expect(diagnosticsUnder('tsconfig.client.json', code)).toEqual([]);
  });
});
