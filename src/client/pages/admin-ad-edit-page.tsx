// /admin/ads/edit/{id} (PRODUCT 2): the ad form in edit mode; the ad comes from the admin list.
import { useParams } from 'wouter';
import { adCatalog } from '../../contract/ad-messages';
import { CampaignEditLoader } from '../components/campaigns/campaign-edit-loader';
import { CampaignFormLayout } from '../components/campaigns/campaign-form-layout';
import { CAMPAIGN_MESSAGES, campaignCatalog } from '../components/campaigns/campaign-messages';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { adminAds } from '../features/ads/api/get-admin-ads';
import { AdForm } from '../features/ads/components/ad-form';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

export const AD_ID_MISSING = CAMPAIGN_MESSAGES.adIdMissing;

export function AdminAdEditPage() {
  const messages = useMessages(campaignCatalog);
  const adMessages = useMessages(adCatalog);
  useDocumentTitle(messages.adEditTabTitle);
  const id = useParams<{ id?: string }>().id?.trim() ?? '';
  return (
    <RequireAdmin>
      <CampaignFormLayout title={messages.adEdit} description={messages.adEditDescription}>
        <CampaignEditLoader
          kind="ad"
          collection={adminAds}
          id={id}
          notFoundTitle={adMessages.notFound}
          missingIdTitle={messages.adIdMissing}
        >
          {(ad) => <AdForm key={ad.id} ad={ad} />}
        </CampaignEditLoader>
      </CampaignFormLayout>
    </RequireAdmin>
  );
}
