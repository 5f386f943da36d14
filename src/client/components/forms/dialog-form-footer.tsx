// The footer of a form inside a dialog: Cancel closes it, the submit button confirms.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '../../lib/i18n';
import { Button } from '../ui/button';
import { DialogClose, DialogFooter } from '../ui/dialog';
import { uiCatalog } from '../ui/ui-messages';
import { SubmitButton } from './submit-button';

export function DialogFormFooter({
  pending,
  icon,
  destructive = false,
  children,
}: {
  pending: boolean;
  icon?: LucideIcon;
  destructive?: boolean;
  /** The submit button's text. */
  children: ReactNode;
}) {
  const m = useMessages(uiCatalog);
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{m.cancel}</Button>
      </DialogClose>
      <SubmitButton pending={pending} icon={icon} variant={destructive ? 'destructive' : 'default'}>
        {children}
      </SubmitButton>
    </DialogFooter>
  );
}
