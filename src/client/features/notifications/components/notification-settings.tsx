// The Notifications section's content (PRODUCT 11.10), a chunk of its own fetched as its card is
// drawn: what this browser can do, the member's devices with this one first, and the button that
// turns notifications on here. The page puts it into the settings' card frame.
import { useMemo } from 'react';
import type { PushDevice } from '../../../../contract/push';
import { Skeleton } from '../../../components/ui/skeleton';
import { intlLocale, useMessages } from '../../../lib/i18n';
import { usePushDevices } from '../api/get-push-devices';
import { useRemovePushDevice } from '../api/remove-push-device';
import { useUpdatePushDevice } from '../api/update-push-device';
import { hourLabels, hourLocale } from '../lib/format-hour';
import { browserPushEnvironment, pushSupport } from '../lib/push-support';
import { notificationSettingsCatalog } from '../notification-settings-messages';
import { PushDeviceRow } from './push-device-row';
import { TurnOnNotifications } from './turn-on-notifications';

/** `signIn`: the member and their sign-in, which the device kept here is noted under. */
export function NotificationSettings({ signIn }: { signIn: string }) {
  const m = useMessages(notificationSettingsCatalog);
  const devices = usePushDevices();
  const support = useMemo(() => pushSupport(browserPushEnvironment()), []);

  if (devices.isPending) return <Skeleton className="h-20 w-full" />;
  if (devices.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.loadFailed}
      </p>
    );
  }
  const { publicKey, devices: list, thisDeviceId } = devices.data;

  return (
    <>
      {support === 'install-first' ? (
        <p className="text-sm">{m.installFirst}</p>
      ) : support === 'unsupported' ? (
        <p className="text-sm">{m.unsupported}</p>
      ) : null}
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      ) : (
        <PushDeviceList devices={list} thisDeviceId={thisDeviceId} />
      )}
      {support === 'supported' && thisDeviceId === null ? (
        <TurnOnNotifications publicKey={publicKey} signIn={signIn} />
      ) : null}
    </>
  );
}

/**
 * The member's devices. The hours' names are written here, only when there is a device to show
 * them: writing them is the page's first use of the browser's date formats, a long task on a phone
 * that most members, who have no device yet, need not wait through.
 */
function PushDeviceList({
  devices,
  thisDeviceId,
}: {
  devices: PushDevice[];
  thisDeviceId: string | null;
}) {
  const m = useMessages(notificationSettingsCatalog);
  const update = useUpdatePushDevice();
  const remove = useRemovePushDevice();
  const locale = useMemo(() => hourLocale(intlLocale, navigator.languages ?? []), []);
  const hourNames = useMemo(() => hourLabels(locale), [locale]);
  return (
    <ul className="grid gap-3" aria-label={m.listLabel}>
      {devices.map((device) => (
        <PushDeviceRow
          key={device.id}
          device={device}
          thisDevice={device.id === thisDeviceId}
          hourNames={hourNames}
          hourLocale={locale}
          removing={remove.isPending && remove.variables.id === device.id}
          onChange={(changes) => update.mutate({ id: device.id, changes })}
          onRemove={() => remove.mutate({ id: device.id, thisDevice: device.id === thisDeviceId })}
        />
      ))}
    </ul>
  );
}
