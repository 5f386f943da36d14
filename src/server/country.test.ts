import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/build-test-app';
import type { AppContext } from './context';
import { visitorCountry } from './country';

const ctxWith = (countryHeader: string) =>
  ({ config: testConfig({ countryHeader }) }) as unknown as AppContext;
const requestWith = (headers: Record<string, string | string[]>) =>
  ({ headers }) as unknown as FastifyRequest;

describe('visitorCountry', () => {
  it('reads a listed code from the configured header, in any case', () => {
    const ctx = ctxWith('x-country');
    expect(visitorCountry(ctx, requestWith({ 'x-country': 'LK' }))).toBe('LK');
    expect(visitorCountry(ctx, requestWith({ 'x-country': ' us ' }))).toBe('US');
    expect(visitorCountry(ctx, requestWith({ 'x-country': ['GB', 'US'] }))).toBe('GB');
  });

  it('ignores other headers, and answers null for missing or unknown codes', () => {
    const ctx = ctxWith('x-country');
    expect(visitorCountry(ctx, requestWith({ 'cf-ipcountry': 'US' }))).toBeNull();
    expect(visitorCountry(ctx, requestWith({}))).toBeNull();
    for (const value of ['XX', 'T1', 'USA', '', 'L K']) {
      expect(visitorCountry(ctx, requestWith({ 'x-country': value }))).toBeNull();
    }
  });

  it('uses cf-ipcountry by default', () => {
    const ctx = { config: testConfig() } as unknown as AppContext;
    expect(visitorCountry(ctx, requestWith({ 'cf-ipcountry': 'CA' }))).toBe('CA');
  });
});
