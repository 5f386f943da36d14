// GET /api/account/passkeys: the member's passkeys, for the settings list (PRODUCT 11.8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

function getPasskeys({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch('/api/account/passkeys', {
    signal,
    schema: async () => (await import('../../../../contract/passkeys')).PasskeyListSchema,
  });
}

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/passkeys'] as const,
    queryFn: getPasskeys,
  });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
