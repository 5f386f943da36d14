// The promotion form (PRODUCT 24) for /admin-promotions-form, create or edit, checked with the API's schema.
import { useLocation } from 'wouter';
import { promotionCatalog } from '../../../../contract/promotion-messages';
import { PROMOTION_LIMITS, type Promotion } from '../../../../contract/promotions';
import { ActiveSwitchField } from '../../../components/campaigns/active-switch-field';
import { CampaignForm } from '../../../components/campaigns/campaign-form';
import { campaignCatalog } from '../../../components/campaigns/campaign-messages';
import { DestinationUrlField } from '../../../components/campaigns/destination-url-field';
import { PublishWindowFields } from '../../../components/campaigns/publish-window-fields';
import { TargetCountriesField } from '../../../components/campaigns/target-countries-field';
import { Field } from '../../../components/forms/field';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { paths } from '../../../config/paths';
import { t, useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useCreatePromotion } from '../api/create-promotion';
import { useUpdatePromotion } from '../api/update-promotion';
import {
  PromotionFormSchema,
  emptyPromotionFormValues,
  promotionFormValuesOf,
} from '../promotion-form-values';

/** A code is a token, the same in every language. */
const EXAMPLE_CODE = 'KINDLY20';

/** Without `promotion` it creates; with one it edits that promotion. */
export function PromotionForm({ promotion }: { promotion?: Promotion }) {
  const messages = useMessages(campaignCatalog);
  // The schema's and the server's messages, which the fields show in the page's language.
  useMessages(promotionCatalog);
  const between = (limits: { min: number; max: number }) => t(messages.charactersBetween, limits);
  const [, navigate] = useLocation();
  const createPromotion = useCreatePromotion();
  const updatePromotion = useUpdatePromotion();
  const pending = createPromotion.isPending || updatePromotion.isPending;
  const form = useSchemaForm(
    PromotionFormSchema,
    promotion ? promotionFormValuesOf(promotion) : emptyPromotionFormValues(),
  );

  const onSubmit = form.handleSubmit((body) => {
    // The toast comes from the mutation's meta; the fields show the server's messages.
    const callbacks = {
      onSuccess: () => navigate(paths.adminPromotions),
      onError: (error: Error) => showFieldErrors(form, error),
    };
    if (promotion) updatePromotion.mutate({ id: promotion.id, body }, callbacks);
    else createPromotion.mutate(body, callbacks);
  });

  return (
    <CampaignForm
      kind="promotion"
      form={form}
      editing={Boolean(promotion)}
      pending={pending}
      onSubmit={onSubmit}
    >
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field
          control={form.control}
          name="serviceProviderName"
          label={messages.serviceProviderLabel}
          autoComplete="organization"
          placeholder={messages.providerPlaceholder}
          hint={between(PROMOTION_LIMITS.serviceProviderName)}
        />
        <DestinationUrlField kind="promotion" />
      </div>

      <Field
        control={form.control}
        name="discountTitle"
        label={messages.discountTitleLabel}
        autoComplete="off"
        placeholder={messages.discountTitlePlaceholder}
        hint={between(PROMOTION_LIMITS.discountTitle)}
      />

      <Field
        control={form.control}
        name="discountDescription"
        label={messages.discountDescriptionLabel}
        hint={between(PROMOTION_LIMITS.discountDescription)}
      >
        {(props) => (
          <Textarea {...props} rows={4} placeholder={messages.discountDescriptionPlaceholder} />
        )}
      </Field>

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field
          control={form.control}
          name="discountCode"
          label={messages.discountCodeLabel}
          hint={between(PROMOTION_LIMITS.discountCode)}
        >
          {(props) => (
            <Input
              {...props}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={EXAMPLE_CODE}
              className="font-mono"
            />
          )}
        </Field>
        <ActiveSwitchField kind="promotion" />
      </div>

      <PublishWindowFields kind="promotion" />

      <TargetCountriesField />
    </CampaignForm>
  );
}
