// The promotion form (PRODUCT 24) for /admin-promotions-form, create or edit, checked with the API's schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import {
  PROMOTION_LIMITS,
  type Promotion,
  type SavedPromotion,
} from '../../../../contract/promotions';
import { ControlField } from '../../../components/forms/control-field';
import { CountryPicker } from '../../../components/forms/country-picker';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
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

const FIELDS = [
  'serviceProviderName',
  'discountTitle',
  'discountDescription',
  'discountCode',
  'websiteUrl',
  'publishedAt',
  'expireAt',
  'counties',
  'isActive',
] as const satisfies readonly (keyof PromotionFormValues)[];

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
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <FormField
          label="Service provider"
          autoComplete="organization"
          placeholder="Bloom & Brew Coffee"
          hint={between(PROMOTION_LIMITS.serviceProviderName)}
          error={errors.serviceProviderName?.message}
          {...form.register('serviceProviderName')}
        />
        <FormField
          label="Website URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com/shop"
          hint="Where Get My Boost takes the visitor."
          error={errors.websiteUrl?.message}
          {...form.register('websiteUrl')}
        />
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
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <ControlField label="Active" hint="Only active promotions are offered on /gift.">
              {(control) => (
                <div className="flex h-11 items-center gap-3">
                  <Switch
                    {...control}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                  <span className="text-sm font-medium" aria-hidden="true">
                    {field.value ? 'Active' : 'Inactive'}
                  </span>
                </div>
              )}
            </ControlField>
          )}
        />
      </div>

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <FormField
          label="Published date"
          type="datetime-local"
          hint="The offer shows from this moment on."
          error={errors.publishedAt?.message}
          {...form.register('publishedAt')}
        />
        <FormField
          label="Expiry date"
          type="datetime-local"
          hint="After this, the offer shows as Expired."
          error={errors.expireAt?.message}
          {...form.register('expireAt')}
        />
      </div>

      <Controller
        control={form.control}
        name="counties"
        render={({ field }) => (
          <CountryPicker
            value={field.value}
            onChange={field.onChange}
            error={errors.counties?.message}
          />
        )}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href={paths.adminPromotions}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : <Save aria-hidden="true" />}
          {promotion ? 'Save Changes' : 'Create Promotion'}
        </Button>
      </div>
    </form>
  );
}
