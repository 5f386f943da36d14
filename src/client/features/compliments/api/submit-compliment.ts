// POST /api/compliments: shares the member's own compliment; the current user is refetched (PRODUCT 25).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complimentCatalog } from '../../../../contract/compliment-messages';
import {
  SubmitComplimentAnswerSchema,
  type SubmitComplimentAnswer,
  type SubmitComplimentBody,
} from '../../../../contract/compliments';
import { MODERATION_MESSAGES } from '../../../../contract/moderation-messages';
import { apiFetch } from '../../../lib/api-client';
import { localize, messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { celebration } from '../celebrate';
import { submittedComplimentsQueryOptions } from './get-submitted-compliments';

function submitCompliment(body: SubmitComplimentBody) {
  return apiFetch('/api/compliments', {
    method: 'POST',
    body,
    schema: SubmitComplimentAnswerSchema,
  });
}

export function useSubmitCompliment() {
  const queryClient = useQueryClient();
  const text = messagesOf(complimentCatalog);
  return useMutation({
    mutationFn: submitCompliment,
    onSuccess: () => {
      // Karma changed. The current user and the badges list belong to other features: their
      // query keys are shared through lib/query-keys.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
      void queryClient.invalidateQueries({
        queryKey: submittedComplimentsQueryOptions().queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badges, exact: true });
      // The next badge's progress, the streak, and any badge to celebrate (PRODUCT 15.1, 15.2).
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badgeProgress });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badgeCelebrations });
    },
    meta: feedback<SubmitComplimentAnswer>({
      success: (answer) =>
        celebration({
          title: text.submittedTitle,
          // A held compliment is in, but nobody sees it yet: the author is told so.
          description: answer.heldForReview
            ? (answer.notice ?? localize(MODERATION_MESSAGES.heldForReview))
            : text.submitted,
          newBadges: answer.newBadges,
        }),
      failure: { title: text.fetchFailedTitle, reason: text.submitFailed },
      joinOn401: true,
    }),
  });
}
