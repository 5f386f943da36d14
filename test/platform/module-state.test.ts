import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// The server keeps no state in its modules (docs/ARCHITECTURE.md, How the app is built): what
// lives as long as an app lives is made where the app is built and owned by it, so two apps in one
// process (the tests', a second instance) never share a cache, a counter or a pool. This check reads
// src/server with the TypeScript compiler and names every module-level binding that can change:
// a `let` or `var`, a `const` collection, array or object that some code writes to, and a
// `const` holding an instance of one of the server's own classes. Constant lookup tables that
// nothing writes pass; so does state kept inside a function or an instance.

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Methods that change the Map, Set, WeakMap, WeakSet or array they are called on. */
const MUTATORS = new Set([
  'add',
  'set',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.PercentEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

const isRuntimeFile = (file: string) =>
  file.startsWith(`${root}src/server/`) && !/\.test\.ts$/.test(file);

const where = (node: ts.Node) => {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  return `${source.fileName.slice(root.length)}:${line + 1}`;
};

/** Whether `node`, an expression naming a module-level binding, is written to where it stands. */
function isWrite(node: ts.Expression): boolean {
  let target: ts.Expression = node;
  // The object a property access or element access reads from is written when the access is.
  for (;;) {
    const parent = target.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === target) {
      const call = parent.parent;
      if (ts.isCallExpression(call) && call.expression === parent && MUTATORS.has(parent.name.text))
        return true;
      target = parent;
    } else if (ts.isElementAccessExpression(parent) && parent.expression === target) {
      target = parent;
    } else if (ts.isNonNullExpression(parent) || ts.isParenthesizedExpression(parent)) {
      target = parent;
    } else break;
  }
  if (target === node) return false;
  const parent = target.parent;
  if (ts.isBinaryExpression(parent) && parent.left === target)
    return ASSIGNMENTS.has(parent.operatorToken.kind);
  if (ts.isDeleteExpression(parent)) return true;
  if (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent))
    return (
      parent.operator === ts.SyntaxKind.PlusPlusToken ||
      parent.operator === ts.SyntaxKind.MinusMinusToken
    );
  return false;
}

/** Whether `node` makes an instance of a class declared in src/server. */
function isServerInstance(checker: ts.TypeChecker, node: ts.Expression | undefined): boolean {
  if (!node || !ts.isNewExpression(node)) return false;
  let symbol = checker.getSymbolAtLocation(node.expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  return declaration !== undefined && isRuntimeFile(declaration.getSourceFile().fileName);
}

/** `file:line name` of every module-level binding of `files` that can change. */
function moduleState(program: ts.Program, files: readonly string[]): string[] {
  const checker = program.getTypeChecker();
  const found: string[] = [];
  const watched = new Map<ts.Symbol, ts.VariableDeclaration>();
  const sources = files.map((file) => program.getSourceFile(file)!);
  for (const source of sources) {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        if (!constant || isServerInstance(checker, declaration.initializer)) {
          found.push(`${where(declaration)} ${declaration.name.text}`);
          continue;
        }
        const symbol = checker.getSymbolAtLocation(declaration.name);
        if (symbol) watched.set(symbol, declaration);
      }
    }
  }
  const written = new Set<ts.VariableDeclaration>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isWrite(node)) {
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declaration = symbol && watched.get(symbol);
      if (declaration) written.add(declaration);
    }
    ts.forEachChild(node, visit);
  };
  for (const source of sources) visit(source);
  for (const declaration of written) {
    found.push(`${where(declaration)} ${(declaration.name as ts.Identifier).text}`);
  }
  return found.sort();
}

function serverProgram(probe?: { file: string; code: string }): ts.Program {
  const configFile = ts.readConfigFile(`${root}tsconfig.server.json`, (file) =>
    ts.sys.readFile(file),
  );
  const { options, fileNames } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  if (probe) {
    const readFile = host.readFile.bind(host);
    host.readFile = (file) => (file === probe.file ? probe.code : readFile(file));
    host.fileExists = (file) => file === probe.file || ts.sys.fileExists(file);
  }
  const names = probe ? [...fileNames, probe.file] : fileNames;
  return ts.createProgram(names, options, host);
}

/** A file of src/server that keeps each kind of state, and a table nobody writes. */
const PROBE = {
  file: `${root}src/server/module-state-probe.ts`,
  code: `import { Limiters } from './limiters';
let calls = 0;
const seen = new Map<string, number>();
const recent: string[] = [];
const limiters = new Limiters(false, undefined, console as never);
const KINDS = new Set(['a', 'm']);
const LIMITS = { view: 30 };
export function probe(key: string): boolean {
  calls += 1;
  seen.set(key, calls);
  recent.push(key);
  void limiters;
  return KINDS.has(key) && LIMITS.view > 0;
}
`,
};

describe('module-level state', () => {
  let program: ts.Program;
  beforeAll(() => {
    program = serverProgram(PROBE);
  });

  it('src/server keeps none: no module-level let, and no module-level collection written to', () => {
    const files = program
      .getSourceFiles()
      .map((source) => source.fileName)
      .filter((file) => isRuntimeFile(file) && file !== PROBE.file);
    expect(files.length).toBeGreaterThan(100);
    expect(moduleState(program, files)).toEqual([]);
  });

  it('names each kind in a probe, and passes the tables it only reads', () => {
    expect(moduleState(program, [PROBE.file])).toEqual([
      'src/server/module-state-probe.ts:2 calls',
      'src/server/module-state-probe.ts:3 seen',
      'src/server/module-state-probe.ts:4 recent',
      'src/server/module-state-probe.ts:5 limiters',
    ]);
  });
});
