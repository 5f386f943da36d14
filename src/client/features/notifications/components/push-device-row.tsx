// One device in the Notifications section (PRODUCT 11.10): its name, since when it receives, and
// for it alone which kinds arrive, the daily hour, quiet hours and its time zone; and Remove.
import { Monitor, Smartphone } from 'lucide-react';
import { useId } from 'react';
import type { PushDevice, UpdateDeviceBody } from '../../../../contract/push';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { t, useMessages } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { describeTimeZone } from '../lib/format-hour';
import { notificationSettingsCatalog } from '../notification-settings-messages';
import { HourSelect } from './hour-select';
import { QuietHours } from './quiet-hours';
import { SettingSwitch } from './setting-switch';

/** Phones and tablets by their system, as the Sessions list tells them; the rest are computers. */
const MOBILE = /\b(iOS|iPadOS|Android|iPhone|iPad)\b/;

export function PushDeviceRow({
  device,
  thisDevice,
  hourNames,
  hourLocale,
  removing,
  onChange,
  onRemove,
}: {
  device: PushDevice;
  thisDevice: boolean;
  hourNames: readonly string[];
  /** The locale the time zone's name is written in. */
  hourLocale: string;
  removing: boolean;
  onChange: (changes: UpdateDeviceBody) => void;
  onRemove: () => void;
}) {
  const m = useMessages(notificationSettingsCatalog);
  const id = useId();
  const Icon = MOBILE.test(device.label) ? Smartphone : Monitor;
  return (
    <li className="grid gap-4 rounded-2xl border border-border p-4" data-testid="push-device">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <div className="grid min-w-0 gap-1">
            <p className="flex flex-wrap items-center gap-2 font-semibold [overflow-wrap:anywhere]">
              <bdi>{device.label}</bdi>
              {thisDevice ? <Badge variant="success">{m.thisDevice}</Badge> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              {t(m.since, { date: formatDate(device.createdAt) })}
            </p>
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={removing}
          onClick={onRemove}
          aria-label={t(m.removeLabel, { name: device.label })}
        >
          {removing ? <Spinner /> : null}
          {m.remove}
        </Button>
      </div>
      <div className="grid gap-5 border-t border-border pt-4">
        <SettingSwitch
          label={m.daily}
          checked={device.daily}
          onCheckedChange={(daily) => onChange({ daily })}
        >
          <div className="grid gap-2 sm:max-w-44">
            <Label htmlFor={`${id}-hour`}>{m.dailyHour}</Label>
            <HourSelect
              id={`${id}-hour`}
              hour={device.dailyHour}
              labels={hourNames}
              onHourChange={(dailyHour) => onChange({ dailyHour })}
            />
          </div>
        </SettingSwitch>
        <SettingSwitch
          label={m.thanks}
          checked={device.thanks}
          onCheckedChange={(thanks) => onChange({ thanks })}
        />
        <SettingSwitch
          label={m.badges}
          checked={device.badges}
          onCheckedChange={(badges) => onChange({ badges })}
        />
        <QuietHours
          start={device.quietStart}
          end={device.quietEnd}
          hourNames={hourNames}
          onSave={onChange}
        />
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {richText(m.timeZone, {
            zone: <bdi>{describeTimeZone(device.timeZone, hourLocale)}</bdi>,
          })}
        </p>
      </div>
    </li>
  );
}
