// POST /api/compliments/{id}/report: a member flags a compliment for the moderators.
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../contract/messages';
import {
  ReportAnswerSchema,
  type ReportAnswer,
  type ReportBody,
} from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { feedback, hasFieldErrors } from '../../../lib/mutation-feedback';

function reportCompliment({ id, body }: { id: number; body: ReportBody }) {
  return apiFetch(`/api/compliments/${id}/report`, {
    method: 'POST',
    body,
    schema: ReportAnswerSchema,
  });
}

export function useReportCompliment() {
  return useMutation({
    mutationFn: reportCompliment,
    meta: feedback<ReportAnswer>({
      success: (answer) => ({ title: answer.message }),
      failure: { reason: MESSAGES.serverError },
      joinOn401: true,
      quietWhen: hasFieldErrors,
    }),
  });
}
