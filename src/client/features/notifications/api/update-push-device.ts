// PATCH /api/push/devices/:id: one device's kinds, daily hour or quiet hours (PRODUCT 11.10). The
// list shows the change at once and goes back to the saved settings if the server refuses it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, UpdateDeviceBody } from '../../../../contract/push';
import { apiFetch } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { notificationSettingsCatalog } from '../notification-settings-messages';
import { pushDevicesQueryOptions, type PushDeviceList } from './get-push-devices';

interface DeviceChange {
  id: string;
  changes: UpdateDeviceBody;
}

function updatePushDevice({ id, changes }: DeviceChange): Promise<PushDevice> {
  return apiFetch(`/api/push/devices/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    schema: async () => (await import('../../../../contract/push')).PushDeviceSchema,
  });
}

function replaceDevice(
  list: PushDeviceList | undefined,
  id: string,
  change: (device: PushDevice) => PushDevice,
): PushDeviceList | undefined {
  if (!list) return list;
  return {
    ...list,
    devices: list.devices.map((device) => (device.id === id ? change(device) : device)),
  };
}

export function useUpdatePushDevice() {
  const queryClient = useQueryClient();
  const { queryKey } = pushDevicesQueryOptions();
  return useMutation({
    mutationFn: updatePushDevice,
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PushDeviceList>(queryKey);
      queryClient.setQueryData<PushDeviceList>(queryKey, (list) =>
        replaceDevice(list, id, (device) => ({ ...device, ...changes }) as PushDevice),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      // Another change may have been saved meanwhile: the server's list is the truth.
      void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<PushDeviceList>(queryKey, (list) =>
        replaceDevice(list, saved.id, () => saved),
      );
    },
    meta: feedback({
      get success() {
        return { title: messagesOf(notificationSettingsCatalog).saved };
      },
      get failure() {
        return { title: messagesOf(notificationSettingsCatalog).saveFailed };
      },
      joinOn401: true,
    }),
  });
}
