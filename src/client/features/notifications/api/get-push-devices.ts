// GET /api/push/devices, read with this browser's own subscription (PRODUCT 11.10): the server's
// key to subscribe with, and the member's devices with this one first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentSubscription } from '../lib/browser-push';
import { withThisDeviceFirst, type DevicesHere } from '../lib/this-device';

export interface PushDeviceList extends DevicesHere {
  publicKey: string;
}

async function getPushDevices({ signal }: { signal?: AbortSignal } = {}): Promise<PushDeviceList> {
  const [answer, subscription] = await Promise.all([
    apiFetch('/api/push/devices', {
      signal,
      schema: async () => (await import('../../../../contract/push')).PushDevicesSchema,
    }),
    currentSubscription(),
  ]);
  return {
    publicKey: answer.publicKey,
    ...withThisDeviceFirst(answer.devices, subscription?.endpoint ?? null),
  };
}

export const pushDevicesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/push/devices'] as const,
    queryFn: getPushDevices,
  });

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions());
}
