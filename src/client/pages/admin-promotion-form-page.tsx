// /admin-promotions-form (PRODUCT 2): create a promotion, or edit the one named by ?id=.
import { useSearch } from 'wouter';
import { PROMOTION_MESSAGES } from '../../contract/promotions';
import { CampaignEditLoader } from '../components/campaigns/campaign-edit-loader';
import { CampaignFormCard } from '../components/campaigns/campaign-form-card';
import { CampaignFormLayout } from '../components/campaigns/campaign-form-layout';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { adminPromotions } from '../features/promotions/api/get-admin-promotions';
import { PromotionForm } from '../features/promotions/components/promotion-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminPromotionFormPage() {
  const id = new URLSearchParams(useSearch()).get('id')?.trim() || null;
  useDocumentTitle(id ? 'Edit promotion' : 'Create promotion');
  return (
    <RequireAdmin>
      <CampaignFormLayout
        title={id ? 'Edit Promotion' : 'Create Promotion'}
        description="Visitors see the offer on the gift page in the countries you pick."
      >
        {id ? (
          <CampaignEditLoader
            kind="promotion"
            collection={adminPromotions}
            id={id}
            notFoundTitle={PROMOTION_MESSAGES.notFound}
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
