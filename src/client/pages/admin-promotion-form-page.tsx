// /admin-promotions-form (PRODUCT 2): create a promotion, or edit the one named by ?id=.
import { useSearch } from 'wouter';
import { promotionCatalog } from '../../contract/promotion-messages';
import { CampaignEditLoader } from '../components/campaigns/campaign-edit-loader';
import { CampaignFormCard } from '../components/campaigns/campaign-form-card';
import { CampaignFormLayout } from '../components/campaigns/campaign-form-layout';
import { campaignCatalog } from '../components/campaigns/campaign-messages';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { adminPromotions } from '../features/promotions/api/get-admin-promotions';
import { PromotionForm } from '../features/promotions/components/promotion-form';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';

export function AdminPromotionFormPage() {
  const messages = useMessages(campaignCatalog);
  const notFound = useMessages(promotionCatalog).notFound;
  const id = new URLSearchParams(useSearch()).get('id')?.trim() || null;
  useDocumentTitle(id ? messages.promotionEditTabTitle : messages.promotionCreateTabTitle);
  return (
    <RequireAdmin>
      <CampaignFormLayout
        title={id ? messages.promotionEdit : messages.promotionCreate}
        description={messages.promotionFormDescription}
      >
        {id ? (
          <CampaignEditLoader
            kind="promotion"
            collection={adminPromotions}
            id={id}
            notFoundTitle={notFound}
          >
            {(promotion) => <PromotionForm key={promotion.id} promotion={promotion} />}
          </CampaignEditLoader>
        ) : (
          <CampaignFormCard>
            <PromotionForm />
          </CampaignFormCard>
        )}
      </CampaignFormLayout>
    </RequireAdmin>
  );
}
