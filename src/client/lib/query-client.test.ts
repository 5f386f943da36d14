import { describe, expect, it } from 'vitest';
import { ApiError, AuthenticationRequiredError } from './api-client';
import {
  ADMIN_QUERY_OPTIONS,
  ADS_QUERY_OPTIONS,
  createQueryClient,
  MOUNT_REUSE_MS,
  queryRetryDelay,
  refetchOnMount,
  shouldRetry,
} from './query-client';

describe('query defaults (PRODUCT 28)', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('keeps queries always stale, refetched on focus, never polled, cached 5 minutes', () => {
    expect(defaults.queries).toMatchObject({
      staleTime: 0,
      refetchOnWindowFocus: true,
      refetchInterval: false,
      gcTime: 5 * 60 * 1000,
    });
  });

  it('lets a reader mounting right after an answer reuse it, but not an old or invalidated one', () => {
    expect(defaults.queries?.refetchOnMount).toBe(refetchOnMount);
    const at = (dataUpdatedAt: number, isInvalidated = false) => ({
      state: { dataUpdatedAt, isInvalidated },
    });
    const now = 1_000_000;
    expect(refetchOnMount(at(now - 100), now)).toBe(false);
    expect(refetchOnMount(at(now - MOUNT_REUSE_MS), now)).toBe(true);
    expect(refetchOnMount(at(now - 100, true), now)).toBe(true);
    // Never answered yet: the first reader asks.
    expect(refetchOnMount(at(0), now)).toBe(true);
  });

  it('retries a failed query twice and a failed mutation once', () => {
    const queryRetry = defaults.queries?.retry as (count: number, error: unknown) => boolean;
    const mutationRetry = defaults.mutations?.retry as (count: number, error: unknown) => boolean;
    const outage = new ApiError(503, 'Service Unavailable');
    expect([0, 1, 2].map((count) => queryRetry(count, outage))).toEqual([true, true, false]);
    expect([0, 1].map((count) => mutationRetry(count, outage))).toEqual([true, false]);
    expect(defaults.mutations?.retryDelay).toBe(1000);
  });

  it('waits 1 s, then doubles, up to 30 s', () => {
    expect([0, 1, 2, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 16_000, 30_000, 30_000,
    ]);
  });

  it('never retries a 4xx answer, but does retry network failures', () => {
    expect(shouldRetry(0, new ApiError(400, 'Bad Request'), 2)).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'Too Many Requests'), 2)).toBe(false);
    expect(shouldRetry(0, new AuthenticationRequiredError(), 2)).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'), 2)).toBe(true);
  });

  it('never retries what could not be sent offline', () => {
    // The offline answer of the installable app (DECISIONS 75) has status 0.
    expect(shouldRetry(0, new ApiError(0, 'Offline', "You're offline."), 2)).toBe(false);
  });

  it('offers the admin and ads freshness settings', () => {
    expect(ADMIN_QUERY_OPTIONS).toEqual({ staleTime: 30_000, refetchOnWindowFocus: false });
    expect(ADS_QUERY_OPTIONS).toEqual({ staleTime: 300_000, refetchOnWindowFocus: false });
  });
});
