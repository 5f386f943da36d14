// The promotion form (PRODUCT 24) for /admin-promotions-form, create or edit, checked with the API's schema.
import { useLocation } from 'wouter';
import { PROMOTION_LIMITS, type Promotion } from '../../../../contract/promotions';
import { ActiveSwitchField } from '../../../components/campaigns/active-switch-field';
import { CampaignForm } from '../../../components/campaigns/campaign-form';
import { DestinationUrlField } from '../../../components/campaigns/destination-url-field';
import { PublishWindowFields } from '../../../components/campaigns/publish-window-fields';
import { TargetCountriesField } from '../../../components/campaigns/target-countries-field';
import { Field } from '../../../components/forms/field';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { paths } from '../../../config/paths';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useCreatePromotion } from '../api/create-promotion';
import { useUpdatePromotion } from '../api/update-promotion';
import {
  PromotionFormSchema,
  emptyPromotionFormValues,
  promotionFormValuesOf,
} from '../promotion-form-values';

const between = ({ min, max }: { min: number; max: number }) => `${min} to ${max} characters.`;

/** Without `promotion` it creates; with one it edits that promotion. */
export function PromotionForm({ promotion }: { promotion?: Promotion }) {
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
          label="Service provider"
          autoComplete="organization"
          placeholder="Bloom & Brew Coffee"
          hint={between(PROMOTION_LIMITS.serviceProviderName)}
        />
        <DestinationUrlField kind="promotion" />
      </div>

      <Field
        control={form.control}
        name="discountTitle"
        label="Discount title"
        autoComplete="off"
        placeholder="20% off your next order"
        hint={between(PROMOTION_LIMITS.discountTitle)}
      />

      <Field
        control={form.control}
        name="discountDescription"
        label="Discount description"
        hint={between(PROMOTION_LIMITS.discountDescription)}
      >
        {(props) => (
          <Textarea {...props} rows={4} placeholder="What the offer is and how to use it." />
        )}
      </Field>

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field
          control={form.control}
          name="discountCode"
          label="Discount code"
          hint={between(PROMOTION_LIMITS.discountCode)}
        >
          {(props) => (
            <Input
              {...props}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="KINDLY20"
              className="font-mono"
            />
          )}
        </Field>
        <ActiveSwitchField hint="Only active promotions are offered on /gift." />
      </div>

      <PublishWindowFields
        publishedHint="The offer shows from this moment on."
        expiryLabel="Expiry date"
        expiryHint="After this, the offer shows as Expired."
      />

      <TargetCountriesField />
    </CampaignForm>
  );
}
