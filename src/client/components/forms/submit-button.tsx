// A form's submit button: off while its request is on the way, its icon (if it has one) a spinner
// meanwhile.
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

export function SubmitButton({
  pending,
  icon: Icon,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'disabled'> & {
  pending: boolean;
  icon?: LucideIcon;
}) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? <Spinner /> : Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
