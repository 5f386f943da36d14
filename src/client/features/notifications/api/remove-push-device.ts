// DELETE /api/push/devices/:id: "Remove" (PRODUCT 11.10). For this browser's own device the
// browser's subscription ends too, so its push service stops holding an address for Kindly.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { currentSubscription } from '../lib/browser-push';
import { notificationSettingsCatalog } from '../notification-settings-messages';
import { pushDevicesQueryOptions, type PushDeviceList } from './get-push-devices';
import { forgetKeptDevice } from './keep-push-device';

interface DeviceRemoval {
  id: string;
  thisDevice: boolean;
}

async function removePushDevice({ id, thisDevice }: DeviceRemoval): Promise<void> {
  await apiFetch(`/api/push/devices/${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!thisDevice) return;
  forgetKeptDevice();
  const subscription = await currentSubscription();
  await subscription?.unsubscribe().catch(() => false);
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  const { queryKey } = pushDevicesQueryOptions();
  return useMutation({
    mutationFn: removePushDevice,
    onSuccess: (_answer, { id, thisDevice }) => {
      queryClient.setQueryData<PushDeviceList>(queryKey, (list) =>
        list
          ? {
              ...list,
              devices: list.devices.filter((device) => device.id !== id),
              thisDeviceId: thisDevice ? null : list.thisDeviceId,
            }
          : list,
      );
    },
    // A device already gone (removed from another device, or its sign-in ended) leaves the list.
    onError: () => queryClient.invalidateQueries({ queryKey }),
    meta: feedback({
      get success() {
        const m = messagesOf(notificationSettingsCatalog);
        return { title: m.removed, description: m.removedNote };
      },
      get failure() {
        return { title: messagesOf(notificationSettingsCatalog).removeFailed };
      },
      joinOn401: true,
    }),
  });
}
