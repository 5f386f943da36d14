// A dialog about one item (a member, a compliment). The caller keeps its item set while the dialog
// closes, so the content does not vanish mid-animation; with no item the dialog is empty.
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

export function HeldDialog<Item>({
  item,
  open,
  onOpenChange,
  title,
  description,
  descriptionClassName,
  children,
}: {
  item: Item | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: (item: Item) => ReactNode;
  description: (item: Item) => ReactNode;
  descriptionClassName?: string;
  /** The body, made anew for each item. */
  children: (item: Item) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {item !== null ? (
          <>
            <DialogHeader>
              <DialogTitle>{title(item)}</DialogTitle>
              <DialogDescription className={descriptionClassName}>
                {description(item)}
              </DialogDescription>
            </DialogHeader>
            {children(item)}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
