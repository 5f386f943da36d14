import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint rules docs/ARCHITECTURE.md relies on, each shown to refuse a probe: a rule that never
// fires would let the code drift from what the document says. Each probe is linted in place of a
// real file of the folder it tests (the type-aware rules need a file of the TypeScript project),
// with the repository's own eslint.config.js; every import in a probe names a real file, so what
// is refused is the direction of the import, not a missing file.

const cwd = fileURLToPath(new URL('../../', import.meta.url));
let eslint: ESLint;

// The first lint builds the TypeScript program the type-aware rules read: tens of seconds on a busy
// machine, paid once here rather than inside the first test's time limit.
beforeAll(async () => {
  eslint = new ESLint({ cwd });
  await eslint.lintText('export {};\n', { filePath: 'src/client/hooks/use-document-title.ts' });
}, 120_000);

/** The ids of the rules a probe breaks. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const conditionalHook = `import { useState } from 'react';

export function useProbe(enabled: boolean) {
  if (!enabled) return 0;
  const [value] = useState(1);
  return value;
}
`;

describe('lint', () => {
  it('holds the rules of hooks in .ts files as well as .tsx', async () => {
    expect(await brokenRules('src/client/hooks/use-document-title.ts', conditionalHook)).toContain(
      'react-hooks/rules-of-hooks',
    );
    expect(
      await brokenRules('src/client/features/ads/components/ads-table.tsx', conditionalHook),
    ).toContain('react-hooks/rules-of-hooks');
  });

  it('refuses a text written into a component, and takes one from a catalog (PRODUCT 29)', async () => {
    const file = 'src/client/features/ads/components/ads-table.tsx';
    const written = `export function Probe() {\n  return <button aria-label="Close the box">Save changes</button>;\n}\n`;
    expect(await brokenRules(file, written)).toEqual([
      'i18next/no-literal-string',
      'i18next/no-literal-string',
    ]);
    const fromCatalog = `import { useMessages } from '../../../lib/i18n';\nimport { sponsoredCatalog } from '../sponsored-messages';\n\nexport function Probe() {\n  const text = useMessages(sponsoredCatalog);\n  return <span aria-label={text.sponsored}>{text.sponsored} · 2</span>;\n}\n`;
    expect(await brokenRules(file, fromCatalog)).toEqual([]);
  });

  it('refuses a client feature importing another feature, and allows its own parts', async () => {
    const fromAds = `import { emptyPromotionFormValues } from '../../promotions/promotion-form-values';\nexport const probe = emptyPromotionFormValues;\n`;
    expect(
      await brokenRules('src/client/features/ads/components/ads-table.tsx', fromAds),
    ).toContain('import-x/no-restricted-paths');
    const own = `import { useAdminAds } from '../api/get-admin-ads';\nexport const probe = useAdminAds;\n`;
    expect(await brokenRules('src/client/features/ads/components/ads-table.tsx', own)).toEqual([]);
  });

  it('keeps services to the server: they may read tables, never import the client', async () => {
    const schema = `import { users } from '../../db/schema/users';\nexport const probe = users;\n`;
    expect(await brokenRules('src/server/features/ads/ads.service.ts', schema)).toEqual([]);
    expect(await brokenRules('src/server/features/ads/ads.routes.ts', schema)).toContain(
      'import-x/no-restricted-paths',
    );
    const client = `import { cn } from '../../../client/lib/cn';\nexport const probe = cn;\n`;
    expect(await brokenRules('src/server/features/ads/ads.service.ts', client)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await brokenRules('src/server/features/ads/ads.service.test.ts', client)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('keeps the server layers one way: a feature imports only features below it, types too', async () => {
    const file = 'src/server/features/compliments/thank.service.ts';
    const up = `import type { VisiblePicks } from '../moderation/visible-picks';\nexport type Probe = VisiblePicks;\n`;
    const rules = await brokenRules(file, up);
    expect(rules).toContain('import-x/no-restricted-paths');
    const [result] = await eslint.lintText(up, { filePath: file });
    expect(result?.messages[0]?.message).toContain('server layers: compliments imports only');
    const sameLayer = `import type { BadgeRow } from '../badges/badges.service';\nexport type Probe = BadgeRow;\n`;
    expect(await brokenRules('src/server/features/karma/karma.service.ts', sameLayer)).toContain(
      'import-x/no-restricted-paths',
    );
    const down = `import type { BadgeType } from '../../../contract/badges';\nimport { awardLevels } from '../badges/badges.service';\nexport const probe = awardLevels;\nexport type Probe = BadgeType;\n`;
    expect(await brokenRules(file, down)).toEqual([]);
    // A test sets up with whatever it needs.
    expect(
      await brokenRules('src/server/features/compliments/compliments.routes.test.ts', up),
    ).toEqual([]);
  });

  it('keeps the infrastructure free of features: the context imports none', async () => {
    const feature = `import type { RandomPicker } from './features/compliments/random-pick';\nexport type Probe = RandomPicker;\n`;
    expect(await brokenRules('src/server/context.ts', feature)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await brokenRules('src/server/app.ts', feature)).toEqual([]);
  });

  it('refuses a promise nobody awaits, and takes one marked void', async () => {
    const file = 'src/server/features/health/health.routes.ts';
    const lost = `export async function save(): Promise<void> {}\nexport function probe() {\n  save();\n}\n`;
    expect(await brokenRules(file, lost)).toContain('@typescript-eslint/no-floating-promises');
    const marked = lost.replace('  save();', '  void save();');
    expect(await brokenRules(file, marked)).toEqual([]);
  });
});
