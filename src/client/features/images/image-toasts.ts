// The image lists' toasts (PRODUCT 8): a failure's title names what failed and the server's reason.
import { MESSAGES } from '../../../contract/messages';
import { toast } from '../../hooks/use-toast';
import { serverMessageOr } from '../../lib/api-client';

export function toastImageFailure(what: string, error: Error) {
  toast({ variant: 'destructive', title: `${what}: ${serverMessageOr(error, error.message)}` });
}

/** The delete mutation's callbacks; `settled` runs first either way (a dialog closing). */
export function imageDeleteCallbacks(settled?: () => void) {
  return {
    onSuccess: () => {
      settled?.();
      toast({ title: MESSAGES.imageDeleted });
    },
    onError: (error: Error) => {
      settled?.();
      toastImageFailure(MESSAGES.imageDeleteFailed, error);
    },
  };
}
