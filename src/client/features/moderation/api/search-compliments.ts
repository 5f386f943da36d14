// GET /api/admin/moderation/compliments?q=: any compliment, shown or not, by its text or its
// author's name or email, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ModeratedComplimentSchema } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';
import { MODERATION_QUERY_KEY } from './moderation-query-key';

const SearchAnswerSchema = z.array(ModeratedComplimentSchema);

function searchCompliments(q: string, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ q });
  return apiFetch(`/api/admin/moderation/compliments?${query.toString()}`, {
    signal,
    schema: SearchAnswerSchema,
  });
}

const complimentSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...MODERATION_QUERY_KEY, 'compliments', q] as const,
    queryFn: ({ signal }) => searchCompliments(q, { signal }),
    ...ADMIN_QUERY_OPTIONS,
    placeholderData: keepPreviousData,
  });

/** Nothing is asked for until there are words to look for. */
export function useComplimentSearch(q: string) {
  return useQuery({ ...complimentSearchQueryOptions(q), enabled: q !== '' });
}
