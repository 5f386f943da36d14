// "Get a Compliment" and "New Compliment": one fetch per click, with the spec's toast when it fails.
import { useCallback } from 'react';
import { complimentCatalog } from '../../../../contract/compliment-messages';
import { toast } from '../../../hooks/use-toast';
import { track } from '../../../lib/analytics';
import { messagesOf } from '../../../lib/i18n';
import { useRandomCompliment } from '../api/get-random-compliment';

export function useComplimentPicker() {
  const query = useRandomCompliment();
  const { refetch } = query;

  const pick = useCallback(async () => {
    track('compliment_get');
    const result = await refetch();
    if (result.isError) {
      const text = messagesOf(complimentCatalog);
      toast({
        variant: 'destructive',
        title: text.fetchFailedTitle,
        description: text.fetchFailed,
      });
    }
  }, [refetch]);

  return {
    /** undefined before the first successful fetch, null when there was none to give. */
    compliment: query.data,
    isFetching: query.isFetching,
    pick,
  };
}

export type ComplimentPicker = ReturnType<typeof useComplimentPicker>;
