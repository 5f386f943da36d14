// GET /api/admin/moderation/watched-words: the words and phrases that block, hold or flag a submission.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WatchedWordListSchema } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';
import { MODERATION_QUERY_KEY } from './moderation-query-key';

function getWatchedWords({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/admin/moderation/watched-words', {
    signal,
    schema: WatchedWordListSchema,
  });
}

export const watchedWordsQueryOptions = () =>
  queryOptions({
    queryKey: [...MODERATION_QUERY_KEY, 'watched-words'] as const,
    queryFn: getWatchedWords,
    ...ADMIN_QUERY_OPTIONS,
  });

export function useWatchedWords() {
  return useQuery(watchedWordsQueryOptions());
}
