// An input inside FieldFrame, for forms that pass the error in by hand; forms on react-hook-form use
// components/forms/field.
import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from '../forms/field';
import { Input } from './input';
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
  const Control = password ? PasswordInput : Input;
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      labelAside={labelAside}
      className={containerClassName}
      id={id}
    >
      {(aria) => <Control {...aria} {...inputProps} />}
    </FieldFrame>
  );
}
