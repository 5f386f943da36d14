// DELETE /api/admin/ads/{id}: removes an ad and its image.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAds } from './get-admin-ads';

export function deleteAd(id: string) {
  return apiFetch(`/api/admin/ads/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: () => invalidateAds(queryClient),
  });
}
