// The promotion form (PRODUCT 24) for /admin-promotions-form, create or edit, checked with the API's schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  PROMOTION_LIMITS,
  type Promotion,
  type SavedPromotion,
} from '../../../../contract/promotions';
import { ActiveSwitchField } from '../../../components/campaigns/active-switch-field';
import { CampaignForm } from '../../../components/campaigns/campaign-form';
import { DestinationUrlField } from '../../../components/campaigns/destination-url-field';
import { formFieldNames } from '../../../components/campaigns/campaign-form-values';
import { PublishWindowFields } from '../../../components/campaigns/publish-window-fields';
import { TargetCountriesField } from '../../../components/campaigns/target-countries-field';
import { ControlField } from '../../../components/forms/control-field';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { paths } from '../../../config/paths';
import { toast } from '../../../hooks/use-toast';
import { applyFieldErrors, serverMessageOr } from '../../../lib/api-client';
import { warningsOf } from '../../../lib/save-warnings';
import { useCreatePromotion } from '../api/create-promotion';
import { useUpdatePromotion } from '../api/update-promotion';
import {
  PromotionFormSchema,
  emptyPromotionFormValues,
  promotionFormValuesOf,
  type PromotionFormValues,
} from '../promotion-form-values';

const FIELDS = formFieldNames<PromotionFormValues>(PromotionFormSchema);

const between = ({ min, max }: { min: number; max: number }) => `${min} to ${max} characters.`;

/** Without `promotion` it creates; with one it edits that promotion. */
export function PromotionForm({ promotion }: { promotion?: Promotion }) {
  const [, navigate] = useLocation();
  const createPromotion = useCreatePromotion();
  const updatePromotion = useUpdatePromotion();
  const pending = createPromotion.isPending || updatePromotion.isPending;
  const form = useForm({
    resolver: zodResolver(PromotionFormSchema),
    defaultValues: promotion ? promotionFormValuesOf(promotion) : emptyPromotionFormValues(),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    const callbacks = {
      onSuccess: (saved: SavedPromotion) => {
        toast({
          title: promotion ? 'Promotion updated successfully' : 'Promotion created successfully',
          description: warningsOf(saved),
        });
        navigate(paths.adminPromotions);
      },
      onError: (error: Error) => {
        applyFieldErrors(error, form.setError, FIELDS);
        toast({
          variant: 'destructive',
          title: 'Failed to create or update promotion',
          description: serverMessageOr(error, error.message),
        });
      },
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
        <FormField
          label="Service provider"
          autoComplete="organization"
          placeholder="Bloom & Brew Coffee"
          hint={between(PROMOTION_LIMITS.serviceProviderName)}
          error={errors.serviceProviderName?.message}
          {...form.register('serviceProviderName')}
        />
        <DestinationUrlField kind="promotion" />
      </div>

      <FormField
        label="Discount title"
        autoComplete="off"
        placeholder="20% off your next order"
        hint={between(PROMOTION_LIMITS.discountTitle)}
        error={errors.discountTitle?.message}
        {...form.register('discountTitle')}
      />

      <ControlField
        label="Discount description"
        hint={between(PROMOTION_LIMITS.discountDescription)}
        error={errors.discountDescription?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder="What the offer is and how to use it."
            {...form.register('discountDescription')}
          />
        )}
      </ControlField>

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <FormField
          label="Discount code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="KINDLY20"
          hint={between(PROMOTION_LIMITS.discountCode)}
          error={errors.discountCode?.message}
          className="font-mono"
          {...form.register('discountCode')}
        />
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
