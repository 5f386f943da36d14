// PUT /api/digest: turns the weekly email digest on or off; the switch shows the saved answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DigestSetting } from '../../../../contract/digest';
import { digestCatalog } from '../../../../contract/digest-messages';
import { apiFetch } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { digestSettingQueryOptions } from './get-digest-setting';

function updateDigestSetting(setting: DigestSetting) {
  return apiFetch('/api/digest', {
    method: 'PUT',
    body: setting,
    schema: async () => (await import('../../../../contract/digest')).DigestSettingSchema,
  });
}

export function useUpdateDigestSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDigestSetting,
    onSuccess: (saved) => {
      queryClient.setQueryData(digestSettingQueryOptions().queryKey, saved);
    },
    meta: feedback<DigestSetting>({
      success: (saved) => {
        const m = messagesOf(digestCatalog);
        return { title: saved.weeklyDigest ? m.optedIn : m.optedOut };
      },
      get failure() {
        return { title: messagesOf(digestCatalog).settingFailed };
      },
      joinOn401: true,
    }),
  });
}
