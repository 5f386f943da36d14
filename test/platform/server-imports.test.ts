import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The server's import graph as dependency-cruiser reads it, type-only imports counted (lint's cycle
// rule skips them): no cycle between files, no two features importing each other, and a context
// that imports no feature (docs/ARCHITECTURE.md, Server layers). The layers themselves are lint
// zones, proven in lint-rules.test.ts.

const NO_CYCLE = { name: 'no-cycle', severity: 'error', from: {}, to: { circular: true } } as const;

async function graphOf(folder: string, baseDir?: string): Promise<ICruiseResult> {
  const { output } = await cruise([folder], {
    tsPreCompilationDeps: true,
    exclude: { path: String.raw`\.test\.ts$|/migrations/` },
    doNotFollow: { path: 'node_modules' },
    validate: true,
    ruleSet: { forbidden: [NO_CYCLE] },
    ...(baseDir ? { baseDir } : {}),
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text');
  return output;
}

const featureOf = (file: string) => /^src\/server\/features\/([^/]+)\//.exec(file)?.[1];

describe('the server import graph', () => {
  it('has no cycle between files, type-only imports counted', async () => {
    const graph = await graphOf('src/server');
    expect(graph.modules.length).toBeGreaterThan(200);
    const cycles = graph.summary.violations.map((violation) =>
      (violation.cycle ?? []).map((step) => step.name).join(' > '),
    );
    expect(cycles, 'import cycles').toEqual([]);
  });

  it('has no two features importing each other, and a context that imports none', async () => {
    const graph = await graphOf('src/server');
    const edges = new Set<string>();
    const contextImports: string[] = [];
    for (const module of graph.modules) {
      const from = featureOf(module.source);
      for (const dependency of module.dependencies) {
        const to = featureOf(dependency.resolved);
        if (from && to && from !== to) edges.add(`${from} > ${to}`);
        if (module.source === 'src/server/context.ts' && to)
          contextImports.push(dependency.resolved);
      }
    }
    const mutual = [...edges].filter((edge) => {
      const [from, to] = edge.split(' > ');
      return from! < to! && edges.has(`${to} > ${from}`);
    });
    expect(mutual, 'features importing each other').toEqual([]);
    expect(contextImports, 'features the context imports').toEqual([]);
  });

  it('finds a cycle made of type-only imports', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kindly-cycle-'));
    try {
      writeFileSync(
        path.join(dir, 'first.ts'),
        "import type { Second } from './second';\nexport interface First { second?: Second }\n",
      );
      writeFileSync(
        path.join(dir, 'second.ts'),
        "import type { First } from './first';\nexport interface Second { first?: First }\n",
      );
      const graph = await graphOf('.', dir);
      expect(graph.summary.violations.map((violation) => violation.rule.name)).toContain(
        'no-cycle',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
