// POST /api/compliments/{id}/thank: thanks the author; karma, badges and the shown compliment follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complimentCatalog } from '../../../../contract/compliment-messages';
import type { RandomCompliment, ThankAnswer } from '../../../../contract/compliments';
import { apiFetch } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { celebration } from '../celebrate';
import { randomComplimentQueryOptions } from './get-random-compliment';
import { SHARED_COMPLIMENT_KEY } from './get-shared-compliment';
import { receivedComplimentsQueryOptions } from './get-received-compliments';

function thankCompliment(id: number) {
  // No body and no JSON content type: the server reads only the id in the path.
  return apiFetch(`/api/compliments/${id}/thank`, {
    method: 'POST',
    schema: async () => (await import('../../../../contract/compliments')).ThankAnswerSchema,
  });
}

export function useThankCompliment() {
  const queryClient = useQueryClient();
  const text = messagesOf(complimentCatalog);
  return useMutation({
    mutationFn: thankCompliment,
    onSuccess: (answer) => {
      const thanked = <T extends RandomCompliment | null | undefined>(shown: T): T =>
        shown && shown.id === answer.complimentId
          ? { ...shown, thankedAt: answer.thankedAt }
          : shown;
      queryClient.setQueryData(randomComplimentQueryOptions().queryKey, thanked);
      // The same compliment on its share page (PRODUCT 5).
      queryClient.setQueriesData<RandomCompliment>({ queryKey: [SHARED_COMPLIMENT_KEY] }, thanked);
      // Karma changed. The current user and the badges list belong to other features: their
      // query keys are shared through lib/query-keys.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
      void queryClient.invalidateQueries({ queryKey: receivedComplimentsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badges, exact: true });
      // The next badge's progress, the streak, and any badge to celebrate (PRODUCT 15.1, 15.2).
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badgeProgress });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badgeCelebrations });
    },
    meta: feedback<ThankAnswer>({
      success: (answer) =>
        celebration({
          title: text.thankedTitle,
          description: text.thanked,
          newBadges: answer.newBadges,
        }),
      failure: { reason: text.thankFailed },
      joinOn401: true,
    }),
  });
}
