// GET /api/account/email: the member's address, whether it is confirmed, and a new one waiting
// for its link (PRODUCT 11.3).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EmailStatusSchema } from '../../../../contract/account-settings';
import { getQueryFn } from '../../../lib/api-client';

export const EMAIL_STATUS_KEY = ['/api/account/email'] as const;

type EmailStatus = z.output<typeof EmailStatusSchema>;

const emailStatusQueryOptions = () =>
  queryOptions({
    queryKey: EMAIL_STATUS_KEY,
    // The email section on the settings page's first screen shows it; the server checks it
    // against EmailStatusSchema before sending it, so the client does not load zod to check it
    // again (DECISIONS 17, 69).
    queryFn: getQueryFn<EmailStatus>({ on401: 'throw' }),
  });

export function useEmailStatus() {
  return useQuery(emailStatusQueryOptions());
}
