// Mutation callbacks that report the outcome as a toast: the success title, or the failure title with the server's reason.
import { serverMessageOr } from '../lib/api-client';
import { toast } from './use-toast';

export function toastOnSettled({ success, failure }: { success: string; failure: string }) {
  return {
    onSuccess: () => {
      toast({ title: success });
    },
    onError: (error: Error) => {
      toast({
        variant: 'destructive',
        title: failure,
        description: serverMessageOr(error, error.message),
      });
    },
  };
}
