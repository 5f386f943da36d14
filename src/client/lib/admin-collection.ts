// Ads and promotions are administered alike (PRODUCT 25): one list under their admin path, a PUT
// or DELETE of one by id, the list's active switch sending the whole item back with `isActive`
// changed, and after any change the admin list and the visitors' copies going stale; each item
// also has its report of the last days.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from './api-client';
import type { MutationFeedback } from './mutation-feedback';
import { ADMIN_QUERY_OPTIONS } from './query-client';

/** What the active switch sends: the whole item, with `isActive` changed. */
export interface ToggleVariables<Item> {
  item: Item;
  isActive: boolean;
}

export function adminCollection<Item extends { id: string }>({
  path,
  listSchema,
  itemSchema,
  jsonBodyOf,
  visitorKeys,
}: {
  /** The list's path; one item is at `{path}/{id}`. */
  path: string;
  listSchema: z.ZodType<Item[]>;
  /** The answer to saving one item. */
  itemSchema: z.ZodType<Item>;
  /** An item as the JSON body of its PUT. */
  jsonBodyOf: (item: Item) => object;
  /** The visitors' queries that show these items. */
  visitorKeys: QueryKey[];
}) {
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const reportPath = (id: string) => `${itemPath(id)}/report`;
  const fetchList = ({ signal }: { signal?: AbortSignal } = {}) =>
    apiFetch(path, { signal, schema: listSchema });
  const listQueryOptions = () =>
    queryOptions({ queryKey: [path] as const, queryFn: fetchList, ...ADMIN_QUERY_OPTIONS });
  const invalidate = (queryClient: QueryClient) =>
    Promise.all(
      [listQueryOptions().queryKey, ...visitorKeys].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  /**
   * A change to the collection: on success, what showed the old state refetches. `meta` is what
   * the admin is told (lib/mutation-feedback).
   */
  function useChange<TData, TVariables>(
    mutationFn: (variables: TVariables) => Promise<TData>,
    meta: MutationFeedback,
  ) {
    const queryClient = useQueryClient();
    return useMutation({ mutationFn, onSuccess: () => invalidate(queryClient), meta });
  }

  return {
    itemPath,
    fetchList,
    listQueryOptions,
    invalidate,
    useList: ({ enabled = true }: { enabled?: boolean } = {}) =>
      useQuery({ ...listQueryOptions(), enabled }),
    useChange,
    /** GET {path}/{id}/report: one item's last days, read with the kind's own schema. */
    useReport: <Report>(id: string, schema: z.ZodType<Report>) =>
      useQuery({
        queryKey: [reportPath(id)],
        queryFn: ({ signal }) => apiFetch(reportPath(id), { signal, schema }),
        ...ADMIN_QUERY_OPTIONS,
      }),
    /** The same report as a CSV download, one row per day. */
    reportCsvPath: (id: string) => `${reportPath(id)}.csv`,
    useDelete: (meta: MutationFeedback) =>
      useChange((id: string) => apiFetch(itemPath(id), { method: 'DELETE' }), meta),
    useToggle: (meta: MutationFeedback) => {
      const queryClient = useQueryClient();
      return useMutation({
        meta,
        mutationFn: ({ item, isActive }: ToggleVariables<Item>) =>
          apiFetch(itemPath(item.id), {
            method: 'PUT',
            body: { ...jsonBodyOf(item), isActive },
            schema: itemSchema,
          }),
        onSuccess: (updated) => {
          // The answer carries the new status; the list shows it before the refetch lands.
          queryClient.setQueryData(listQueryOptions().queryKey, (items) =>
            items?.map((item) => (item.id === updated.id ? updated : item)),
          );
          return invalidate(queryClient);
        },
      });
    },
  };
}

export type AdminCollection<Item extends { id: string }> = ReturnType<typeof adminCollection<Item>>;
