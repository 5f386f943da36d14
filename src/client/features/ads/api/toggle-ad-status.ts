// The list's active switch: PUT of the whole existing ad with isActive flipped (PRODUCT 25).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ad } from '../../../../contract/ads';
import { adBodyOf } from '../ad-form-values';
import { adminAdsQueryOptions, invalidateAds } from './get-admin-ads';
import { updateAd } from './update-ad';

export function toggleAdStatus({ ad, isActive }: { ad: Ad; isActive: boolean }) {
  return updateAd({ id: ad.id, body: { ...adBodyOf(ad), isActive } });
}

export function useToggleAdStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAdStatus,
    onSuccess: (updated) => {
      // The answer carries the new status; the list shows it before the refetch lands.
      queryClient.setQueryData(adminAdsQueryOptions().queryKey, (ads) =>
        ads?.map((ad) => (ad.id === updated.id ? updated : ad)),
      );
      return invalidateAds(queryClient);
    },
  });
}
