// A select of the day's 24 hours, written as the reader's clock writes them (PRODUCT 11.10).
import type { ComponentProps } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';

export function HourSelect({
  hour,
  labels,
  onHourChange,
  ...props
}: Omit<ComponentProps<typeof NativeSelect>, 'value' | 'onChange' | 'children'> & {
  hour: number;
  /** The 24 hours' names, from `hourLabels`. */
  labels: readonly string[];
  onHourChange: (hour: number) => void;
}) {
  return (
    <NativeSelect
      {...props}
      value={String(hour)}
      onChange={(event) => onHourChange(Number(event.currentTarget.value))}
    >
      {labels.map((label, value) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </NativeSelect>
  );
}
