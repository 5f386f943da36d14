// GET /api/digest: whether the signed-in member gets the weekly email digest (PRODUCT 20.2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DigestSetting } from '../../../../contract/digest';
import { apiFetchAs } from '../../../lib/api-client';

function getDigestSetting({ signal }: { signal?: AbortSignal } = {}) {
  // Shown on the profile's first screen: the server checks its answer against DigestSettingSchema.
  return apiFetchAs<DigestSetting>('/api/digest', { signal });
}

export const digestSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/digest'] as const,
    queryFn: getDigestSetting,
  });

export function useDigestSetting() {
  return useQuery(digestSettingQueryOptions());
}
