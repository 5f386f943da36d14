// One on/off row of a device's notifications (PRODUCT 11.10): its words, then its switch at the
// end.
import { useId, type ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

export function SettingSwitch({
  label,
  hint,
  checked,
  onCheckedChange,
  children,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** What the setting holds while it is on (an hour, quiet hours' ends). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-switch`} className="leading-snug">
            {label}
          </Label>
          {hint ? (
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          ) : null}
        </div>
        <Switch
          id={`${id}-switch`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          checked={checked}
          onCheckedChange={onCheckedChange}
        />
      </div>
      {checked ? children : null}
    </div>
  );
}
