// /admin/ads/create (PRODUCT 2): the ad form in create mode, for admins only.
import { CampaignFormCard } from '../components/campaigns/campaign-form-card';
import { CampaignFormLayout } from '../components/campaigns/campaign-form-layout';
import { campaignCatalog } from '../components/campaigns/campaign-messages';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { AdForm } from '../features/ads/components/ad-form';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

export function AdminAdCreatePage() {
  const messages = useMessages(campaignCatalog);
  useDocumentTitle(messages.adCreateTabTitle);
  return (
    <RequireAdmin>
      <CampaignFormLayout title={messages.adCreate} description={messages.adCreateDescription}>
        <CampaignFormCard>
          <AdForm />
        </CampaignFormCard>
      </CampaignFormLayout>
    </RequireAdmin>
  );
}
