// One form field: the label, the hint and the error message around a control, wired for screen
// readers (the control is described by the hint and the error, and marked invalid while there is
// one). `Field` reads the error from react-hook-form and registers the control itself. A schema's
// message is English; it shows in the page's language once the form has loaded its catalog.
import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  Controller,
  get,
  useFormState,
  type Control,
  type ControllerRenderProps,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { cn } from '../../lib/cn';
import { localize } from '../../lib/i18n';
import { Input as PlainInput } from '../ui/input';
import { Label } from '../ui/label';
import { PasswordInput } from '../ui/password-input';

/** What the control of a field is given to be labelled and described. */
interface FieldAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message under the field; its presence marks the control invalid. */
  error?: string;
  /** Extra content on the label's line, such as a link or a character count. */
  labelAside?: ReactNode;
  className?: string;
  /** The control's id; one is made up when absent. */
  id?: string;
  children: (aria: FieldAria) => ReactNode;
}

/** The markup around a field's control. */
function FieldFrame({ label, hint, error, labelAside, className, id, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const labelElement = <Label htmlFor={controlId}>{label}</Label>;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {localize(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The props a field's control spreads: its labelling and its registration with the form. */
export type FieldControlProps = FieldAria & UseFormRegisterReturn;

type InputProps = Omit<
  ComponentProps<'input'>,
  'children' | 'id' | 'className' | 'name' | 'onChange' | 'onBlur' | 'ref'
>;

export type FieldProps<T extends FieldValues, TTransformed, N extends Path<T> = Path<T>> = Omit<
  FieldFrameProps,
  'error' | 'children' | 'id'
> &
  InputProps & {
    control: Control<T, unknown, TTransformed>;
    name: N;
    /** A PasswordInput, with its show/hide toggle, instead of a plain input. */
    password?: boolean;
    /** Any other control (a select, a textarea), given the props to spread. */
    children?: (props: FieldControlProps) => ReactNode;
    /**
     * A control that cannot be registered, such as a switch: it is given the field's value and
     * onChange through react-hook-form's Controller instead.
     */
    controlled?: (props: FieldAria & { field: ControllerRenderProps<T, N> }) => ReactNode;
  };

/**
 * A field of a react-hook-form form: an input, or the control `children` renders, registered as
 * `name`, with its message (the schema's, or the server's through showFieldErrors) under it.
 */
export function Field<T extends FieldValues, TTransformed, N extends Path<T> = Path<T>>({
  control,
  name,
  label,
  hint,
  labelAside,
  className,
  password = false,
  children,
  controlled,
  ...inputProps
}: FieldProps<T, TTransformed, N>) {
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  const InputControl = password ? PasswordInput : PlainInput;
  const render =
    children ?? ((props: FieldControlProps) => <InputControl {...inputProps} {...props} />);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      labelAside={labelAside}
      className={className}
    >
      {(aria) =>
        controlled ? (
          <Controller
            control={control}
            name={name}
            render={({ field }) => <>{controlled({ ...aria, field })}</>}
          />
        ) : (
          render({ ...aria, ...control.register(name) })
        )
      }
    </FieldFrame>
  );
}
