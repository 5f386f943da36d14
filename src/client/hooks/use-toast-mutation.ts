// Mutation callbacks that report the outcome as a toast: the success title, or the failure title with
// the server's reason. Mutations that declare their feedback in `meta` (lib/mutation-feedback) need
// none of this.
import { failureToast } from '../lib/mutation-feedback';
import { toast } from './use-toast';

export function toastOnSettled({ success, failure }: { success: string; failure: string }) {
  return {
    onSuccess: () => {
      toast({ title: success });
    },
    onError: (error: Error) => {
      toast(failureToast(error, { title: failure }));
    },
  };
}
