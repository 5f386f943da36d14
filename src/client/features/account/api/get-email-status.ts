// GET /api/account/email: the member's address, whether it is confirmed, and a new one waiting
// for its link (PRODUCT 11.3).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EmailStatusSchema } from '../../../../contract/account-settings';
import { getQueryFn } from '../../../lib/api-client';

export const EMAIL_STATUS_KEY = ['/api/account/email'] as const;

const emailStatusQueryOptions = () =>
  queryOptions({
    queryKey: EMAIL_STATUS_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: EmailStatusSchema }),
  });

export function useEmailStatus() {
  return useQuery(emailStatusQueryOptions());
}
