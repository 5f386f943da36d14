// /admin/ads/create (PRODUCT 2): the ad form in create mode, for admins only.
import { CampaignFormCard } from '../components/campaigns/campaign-form-card';
import { CampaignFormLayout } from '../components/campaigns/campaign-form-layout';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { AdForm } from '../features/ads/components/ad-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminAdCreatePage() {
  useDocumentTitle('Create ad');
  return (
    <RequireAdmin>
      <CampaignFormLayout
        title="Create Ad"
        description="New ads start inactive: switch one on when it is ready to show."
      >
        <CampaignFormCard>
          <AdForm />
        </CampaignFormCard>
      </CampaignFormLayout>
    </RequireAdmin>
  );
}
