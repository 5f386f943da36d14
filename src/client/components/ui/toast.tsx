// Toast parts on Radix (PRODUCT 10): a live region, swipe to dismiss, and a close button.
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { useMessages } from '../../lib/i18n';
import { uiCatalog } from './ui-messages';

export const ToastProvider = ToastPrimitive.Provider;

/**
 * At the top on small screens, under the top bar (--top-bar-height) so no toast covers its
 * buttons; at the bottom's end (right, or left right to left) from `sm` up, at most 420px wide from `md` up (PRODUCT 10, DECISIONS 37).
 */
export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed inset-x-0 top-(--top-bar-height) z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none sm:start-auto sm:end-0 sm:top-auto sm:bottom-(--ad-footer-height) sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-2xl border p-4 pe-11 shadow-lifted data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in-top data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] sm:data-[state=open]:animate-toast-in-bottom',
  {
    variants: {
      variant: {
        default: 'border-border bg-popover text-popover-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-bold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const text = useMessages(uiCatalog);
  return (
    <ToastPrimitive.Close
      aria-label={text.close}
      className={cn(
        'absolute end-3 top-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-full opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
