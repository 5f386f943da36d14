// GET /api/admin/inspirational-images: every inspirational image with its uploader, status and use count.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { InspirationalImageListSchema, type InspirationalImage } from '../../../../contract/images';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_QUERY_OPTIONS } from '../../../lib/query-client';

function getAdminImages({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/admin/inspirational-images', {
    signal,
    schema: InspirationalImageListSchema,
  });
}

export const adminImagesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/inspirational-images'] as const,
    queryFn: getAdminImages,
    ...ADMIN_QUERY_OPTIONS,
  });

export function useAdminImages() {
  return useQuery(adminImagesQueryOptions());
}

/** Puts a changed image into the cached list at once, so the list does not wait for the refetch. */
export function replaceCachedImage(queryClient: QueryClient, image: InspirationalImage) {
  queryClient.setQueryData(adminImagesQueryOptions().queryKey, (images) =>
    images?.map((each) => (each.id === image.id ? image : each)),
  );
}

export function invalidateAdminImages(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminImagesQueryOptions().queryKey });
}
