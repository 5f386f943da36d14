// "Get a Compliment" and "New Compliment": one fetch per click, with the spec's toast when it fails.
import { useCallback } from 'react';
import { COMPLIMENT_MESSAGES } from '../../../../contract/compliment-messages';
import { toast } from '../../../hooks/use-toast';
import { track } from '../../../lib/analytics';
import { useRandomCompliment } from '../api/get-random-compliment';

export function useComplimentPicker() {
  const query = useRandomCompliment();
  const { refetch } = query;

  const pick = useCallback(async () => {
    track('compliment_get');
    const result = await refetch();
    if (result.isError) {
      toast({
        variant: 'destructive',
        title: COMPLIMENT_MESSAGES.fetchFailedTitle,
        description: COMPLIMENT_MESSAGES.fetchFailed,
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
