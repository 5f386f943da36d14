import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPLIMENTS_BY_LANGUAGE } from '../../db/seed/demo-compliments';
import { soundsNegative } from './positivity';

describe('positivity check', () => {
  const lines = (name: string) =>
    readFileSync(
      new URL(`../../../../test/fixtures/positivity/${name}.txt`, import.meta.url),
      'utf8',
    )
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0);

  it('lets >= 90 % of 100+ kind sentences through and holds >= 70 % of 100+ unkind-but-polite ones', () => {
    const kind = lines('kind');
    const unkind = lines('unkind');
    expect(kind.length).toBeGreaterThanOrEqual(100);
    expect(unkind.length).toBeGreaterThanOrEqual(100);
    const passed = kind.filter((text) => !soundsNegative(text)).length / kind.length;
    const held = unkind.filter((text) => soundsNegative(text)).length / unkind.length;
    console.log(
      `positivity check: ${(passed * 100).toFixed(1)} % of ${kind.length} kind sentences pass, ` +
        `${(held * 100).toFixed(1)} % of ${unkind.length} unkind sentences are held`,
    );
    expect(passed).toBeGreaterThanOrEqual(0.9);
    expect(held).toBeGreaterThanOrEqual(0.7);
  });

  it('lets every English demo compliment through', () => {
    expect(DEMO_COMPLIMENTS_BY_LANGUAGE.en.filter((text) => soundsNegative(text))).toEqual([]);
  });
});
