// Renders the toast store once, near the root of the app (PRODUCT 10).
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../../contract/constants';
import { dismissToast, useToast } from '../../hooks/use-toast';
import { pageDirection } from '../../lib/i18n';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';

export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      // Swiped away towards the end of the line, as it sits at the screen's end.
      swipeDirection={pageDirection === 'rtl' ? 'left' : 'right'}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid min-w-0 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
