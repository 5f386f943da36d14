// POST /api/compliments/{id}/report: a member flags a compliment for the moderators.
import { useMutation } from '@tanstack/react-query';
import { ReportAnswerSchema, type ReportBody } from '../../../../contract/moderation';
import { apiFetch } from '../../../lib/api-client';

export function reportCompliment({ id, body }: { id: number; body: ReportBody }) {
  return apiFetch(`/api/compliments/${id}/report`, {
    method: 'POST',
    body,
    schema: ReportAnswerSchema,
  });
}

export function useReportCompliment() {
  return useMutation({ mutationFn: reportCompliment });
}
