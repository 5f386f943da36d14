// A labelled input with its hint and error text, wired for screen readers (aria-describedby/-invalid).
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';
import { Label } from './label';
import { PasswordInput } from './password-input';

export type FormFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: ReactNode;
  /** The message under the field; its presence marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  /** Renders a PasswordInput with its show/hide toggle. */
  password?: boolean;
  /** Extra content on the label's line, such as a "Forgot your password?" link. */
  labelAside?: ReactNode;
  containerClassName?: string;
};

export function FormField({
  label,
  error,
  hint,
  password = false,
  labelAside,
  containerClassName,
  id,
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const Control = password ? PasswordInput : Input;

  return (
    <div className={cn('grid gap-2', containerClassName)}>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <Control
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
