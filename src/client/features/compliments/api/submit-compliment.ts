// POST /api/compliments: shares the member's own compliment; the current user is refetched (PRODUCT 25).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SubmitComplimentAnswerSchema,
  type SubmitComplimentBody,
} from '../../../../contract/compliments';
import { apiFetch } from '../../../lib/api-client';
import { submittedComplimentsQueryOptions } from './get-submitted-compliments';

export function submitCompliment(body: SubmitComplimentBody) {
  return apiFetch('/api/compliments', {
    method: 'POST',
    body,
    schema: SubmitComplimentAnswerSchema,
  });
}

export function useSubmitCompliment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCompliment,
    onSuccess: () => {
      // Karma changed. The current user and the badges list belong to other features: their
      // query keys are their API paths.
      void queryClient.invalidateQueries({ queryKey: ['/api/auth/me'] });
      void queryClient.invalidateQueries({
        queryKey: submittedComplimentsQueryOptions().queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: ['/api/badges'], exact: true });
    },
  });
}
