// A device's quiet hours (PRODUCT 11.10): off, or from one hour to another (through midnight when
// the end comes first). Both ends are saved together; the same hour at both ends is not a span,
// and says so under the selects instead of being sent.
import { useId, useState } from 'react';
import { Label } from '../../../components/ui/label';
import { useMessages } from '../../../lib/i18n';
import { notificationSettingsCatalog } from '../notification-settings-messages';
import { HourSelect } from './hour-select';
import { SettingSwitch } from './setting-switch';

/** The evening to morning that quiet hours start with when turned on. */
const QUIET_DEFAULT = { quietStart: 22, quietEnd: 7 } as const;

export function QuietHours({
  start,
  end,
  hourNames,
  onSave,
}: {
  start: number | null;
  end: number | null;
  hourNames: readonly string[];
  onSave: (quiet: { quietStart: number | null; quietEnd: number | null }) => void;
}) {
  const m = useMessages(notificationSettingsCatalog);
  const id = useId();
  // What the selects show: the saved hours, or a span not saved because both ends are the same.
  const [draft, setDraft] = useState<{ start: number; end: number } | null>(null);
  const shown = draft ?? {
    start: start ?? QUIET_DEFAULT.quietStart,
    end: end ?? QUIET_DEFAULT.quietEnd,
  };
  const same = shown.start === shown.end;

  const choose = (next: { start: number; end: number }) => {
    if (next.start === next.end) {
      setDraft(next);
      return;
    }
    setDraft(null);
    onSave({ quietStart: next.start, quietEnd: next.end });
  };

  return (
    <SettingSwitch
      label={m.quietHours}
      hint={m.quietHoursHint}
      checked={start !== null && end !== null}
      onCheckedChange={(on) => {
        setDraft(null);
        onSave(on ? QUIET_DEFAULT : { quietStart: null, quietEnd: null });
      }}
    >
      <div className="grid gap-2">
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-from`}>{m.quietFrom}</Label>
            <HourSelect
              id={`${id}-from`}
              hour={shown.start}
              labels={hourNames}
              aria-invalid={same || undefined}
              aria-describedby={same ? `${id}-same` : undefined}
              onHourChange={(hour) => choose({ start: hour, end: shown.end })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-to`}>{m.quietTo}</Label>
            <HourSelect
              id={`${id}-to`}
              hour={shown.end}
              labels={hourNames}
              aria-invalid={same || undefined}
              aria-describedby={same ? `${id}-same` : undefined}
              onHourChange={(hour) => choose({ start: shown.start, end: hour })}
            />
          </div>
        </div>
        {same ? (
          <p id={`${id}-same`} role="alert" className="text-sm text-destructive">
            {m.quietSame}
          </p>
        ) : null}
      </div>
    </SettingSwitch>
  );
}
