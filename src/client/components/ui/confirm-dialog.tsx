// A yes/no question before a destructive action, on Radix AlertDialog (focus starts on Cancel and
// goes back to the button that asked when the dialog closes).
import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { useReturnFocus } from '../../hooks/use-return-focus';
import { useMessages } from '../../lib/i18n';
import { Button } from './button';
import { Spinner } from './spinner';
import { uiCatalog } from './ui-messages';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
}) {
  const text = useMessages(uiCatalog);
  const returnFocus = useReturnFocus({});
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-card border border-border bg-popover p-6 text-popover-foreground shadow-lifted data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in sm:p-8"
        >
          <AlertDialog.Title className="font-display text-xl leading-tight font-bold">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {description}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{text.cancel}</Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: the dialog stays open until the deletion has answered. */}
            <Button variant="destructive" onClick={onConfirm} disabled={pending}>
              {pending ? <Spinner /> : null}
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
