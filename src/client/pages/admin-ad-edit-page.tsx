// /admin/ads/edit/{id} (PRODUCT 2): the ad form in edit mode; the ad comes from the admin list.
import { useParams } from 'wouter';
import { AD_MESSAGES } from '../../contract/ads';
import { CampaignEditLoader } from '../components/campaigns/campaign-edit-loader';
import { CampaignFormLayout } from '../components/campaigns/campaign-form-layout';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { adminAds } from '../features/ads/api/get-admin-ads';
import { AdForm } from '../features/ads/components/ad-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export const AD_ID_MISSING = 'Ad ID not provided';

export function AdminAdEditPage() {
  useDocumentTitle('Edit ad');
  const id = useParams<{ id?: string }>().id?.trim() ?? '';
  return (
    <RequireAdmin>
      <CampaignFormLayout title="Edit Ad" description="Changes show to visitors within minutes.">
        <CampaignEditLoader
          kind="ad"
          collection={adminAds}
          id={id}
          notFoundTitle={AD_MESSAGES.notFound}
          missingIdTitle={AD_ID_MISSING}
        >
          {(ad) => <AdForm key={ad.id} ad={ad} />}
        </CampaignEditLoader>
      </CampaignFormLayout>
    </RequireAdmin>
  );
}
