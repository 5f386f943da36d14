// A form's submit button: off while its request is on the way, its icon (if it has one) a spinner
// meanwhile.
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/**
 * A large button as wide as its card: a label longer in another language wraps onto a second line
 * instead of widening the card past a phone's screen.
 */
export const WIDE_BUTTON = 'h-auto min-h-12 w-full py-2.5 text-center whitespace-normal';

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
