// Query and mutation defaults of PRODUCT 28, in one place so every feature behaves the same way,
// and the one channel through which a mutation's outcome reaches the screen (lib/mutation-feedback).
import { MutationCache, notifyManager, QueryClient } from '@tanstack/react-query';
import {
  ADMIN_QUERY_STALE_TIME_MS,
  ADS_STALE_TIME_MS,
  MUTATION_RETRIES,
  MUTATION_RETRY_DELAY_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
} from '../../contract/constants';
import { getQueryFn, statusOf } from './api-client';
import { announceFailure, announceSuccess } from './mutation-feedback';

/** True for answers in the 4xx range. */
export function isClientError(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

/** Whether a failed query or mutation is tried again after `failureCount` failures. */
export function shouldRetry(failureCount: number, error: unknown, retries: number): boolean {
  // A 4xx answer will not succeed on retry, nor a request the browser could not send offline
  // (status 0, DECISIONS 75); retrying would only delay the message.
  if (isClientError(error) || statusOf(error) === 0) return false;
  return failureCount < retries;
}

/** Exponential delay before retry number `attemptIndex + 1`: 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_DELAY_MS);
}

/**
 * A component mounting within this long after its query's answer arrived reuses that answer:
 * the nav and the page both read the signed-in user, and the page mounts a moment after the nav
 * once its chunk has loaded. Queries stay stale (a focus still refetches them).
 */
export const MOUNT_REUSE_MS = 2000;

/** Whether a newly mounted reader refetches: not when the answer is this fresh and still valid. */
export function refetchOnMount(
  query: { state: { dataUpdatedAt: number; isInvalidated: boolean } },
  now = Date.now(),
) {
  return query.state.isInvalidated || now - query.state.dataUpdatedAt >= MOUNT_REUSE_MS;
}

export function createQueryClient(): QueryClient {
  // Readers hear of an answer in a microtask, not a later task (TanStack's default): a page that
  // mounts meanwhile reads the answer at once, and with a task between, the browser painted the
  // page with the signed-in member while the frame still drew a guest's nav and no banner about
  // their address, which then pushed the page down (DECISIONS 69).
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _onMutateResult, mutation) =>
        announceSuccess(mutation.options.meta, data, variables),
      onError: (error, _variables, _onMutateResult, mutation, context) =>
        announceFailure(error, mutation.options.meta, context.client),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 0,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        refetchOnMount,
        retry: (failureCount, error) => shouldRetry(failureCount, error, QUERY_RETRIES),
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: {
        retry: (failureCount, error) => shouldRetry(failureCount, error, MUTATION_RETRIES),
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  });
}

/** Spread into admin queries: fresh for 30 s, not refetched on window focus (PRODUCT 28). */
export const ADMIN_QUERY_OPTIONS = {
  staleTime: ADMIN_QUERY_STALE_TIME_MS,
  refetchOnWindowFocus: false,
} as const;

/** Spread into ad queries: fresh for 5 minutes, not refetched on window focus (PRODUCT 28). */
export const ADS_QUERY_OPTIONS = {
  staleTime: ADS_STALE_TIME_MS,
  refetchOnWindowFocus: false,
} as const;
