// Radix gives focus back on close only to a dialog's own Trigger; dialogs opened from state (Join the
// Community after Thank Author, delete confirmations) would drop it on <body>. This returns it to
// whatever had focus when the dialog opened, as WAI-ARIA's dialog pattern asks.
import { useRef } from 'react';

export function useReturnFocus(handlers: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix calls this before it moves focus into the dialog: the opener still has it.
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      // An opener that is gone (a deleted row) leaves the choice to Radix.
      if (event.defaultPrevented || !element?.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}
