// POST /api/compliments/{id}/report: a member flags a compliment for the moderators.
import { useMutation } from '@tanstack/react-query';
import { messagesCatalog } from '../../../../contract/messages';
import {
  ReportAnswerSchema,
  type ReportAnswer,
  type ReportBody,
} from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';
import { localize, useMessages } from '../../../lib/i18n';
import { feedback, hasFieldErrors } from '../../../lib/mutation-feedback';

function reportCompliment({ id, body }: { id: number; body: ReportBody }) {
  return apiFetch(`/api/compliments/${id}/report`, {
    method: 'POST',
    body,
    schema: ReportAnswerSchema,
  });
}

export function useReportCompliment() {
  const messages = useMessages(messagesCatalog);
  return useMutation({
    mutationFn: reportCompliment,
    meta: feedback<ReportAnswer>({
      success: (answer) => ({ title: localize(answer.message) }),
      failure: { reason: messages.serverError },
      joinOn401: true,
      quietWhen: hasFieldErrors,
    }),
  });
}
