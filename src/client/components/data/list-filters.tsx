// The filters above an admin list: a row of labelled selects, each narrowing what the list shows.
import { useId, type ReactNode } from 'react';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';

/** Side by side from `sm` up, aligned with the card's padding. */
export function ListFilters({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 px-6 sm:grid-cols-2 sm:px-8">{children}</div>;
}

/**
 * A select with its label; `onValueChange` gets the chosen option's value. With `all`, the first
 * option is that text with the empty value: no filter.
 */
export function FilterSelect({
  label,
  all,
  value,
  onValueChange,
  children,
}: {
  label: string;
  all?: string;
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    // min-w-0: a select is as wide as its longest option unless told it may be narrower, and a
    // long option in a longer language would push the card past a phone's edge.
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      >
        {all === undefined ? null : <option value="">{all}</option>}
        {children}
      </NativeSelect>
    </div>
  );
}
