// The ad form (PRODUCT 24) for /admin/ads/create and /admin/ads/edit/{id}, checked with the API's schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { AD_CATEGORIES, AD_MESSAGES, type Ad } from '../../../../contract/ads';
import { ActiveSwitchField } from '../../../components/campaigns/active-switch-field';
import { CampaignForm } from '../../../components/campaigns/campaign-form';
import { DestinationUrlField } from '../../../components/campaigns/destination-url-field';
import { formFieldNames } from '../../../components/campaigns/campaign-form-values';
import { PublishWindowFields } from '../../../components/campaigns/publish-window-fields';
import { TargetCountriesField } from '../../../components/campaigns/target-countries-field';
import { ControlField } from '../../../components/forms/control-field';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { paths } from '../../../config/paths';
import { toast } from '../../../hooks/use-toast';
import { ApiError, applyFieldErrors, serverMessageOr } from '../../../lib/api-client';
import { warningsOf } from '../../../lib/save-warnings';
import { AD_CATEGORY_LABELS } from '../ad-categories';
import {
  AdFormSchema,
  adFormValuesOf,
  emptyAdFormValues,
  type AdFormValues,
} from '../ad-form-values';
import { useCreateAd } from '../api/create-ad';
import { useUpdateAd } from '../api/update-ad';
import { AdImageInput } from './ad-image-input';

const FIELDS = formFieldNames<AdFormValues>(AdFormSchema);

/** Without `ad` it creates; with one it edits that ad. */
export function AdForm({ ad }: { ad?: Ad }) {
  const [, navigate] = useLocation();
  const createAd = useCreateAd();
  const updateAd = useUpdateAd();
  const pending = createAd.isPending || updateAd.isPending;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const form = useForm({
    resolver: zodResolver(AdFormSchema),
    defaultValues: ad ? adFormValuesOf(ad) : emptyAdFormValues(),
  });
  const { errors } = form.formState;

  const showServerErrors = (error: Error) => {
    applyFieldErrors(error, form.setError, FIELDS);
    if (error instanceof ApiError && error.fieldErrors.image?.[0]) {
      setImageError(error.fieldErrors.image[0]);
    }
  };

  const save = form.handleSubmit((body) => {
    if (!ad) {
      if (!image) return;
      createAd.mutate(
        { body, image },
        {
          onSuccess: (saved) => {
            toast({ title: 'Ad created successfully', description: warningsOf(saved) });
            navigate(paths.adminAds);
          },
          onError: (error) => {
            showServerErrors(error);
            toast({
              variant: 'destructive',
              title: 'Failed to create ad',
              description: serverMessageOr(error, error.message),
            });
          },
        },
      );
      return;
    }
    updateAd.mutate(
      { id: ad.id, body, image },
      {
        onSuccess: (saved) => {
          toast({ title: 'Ad updated successfully', description: warningsOf(saved) });
          navigate(paths.adminAds);
        },
        onError: (error) => {
          showServerErrors(error);
          toast({
            variant: 'destructive',
            title: 'Failed to update ad',
            description: serverMessageOr(error, error.message),
          });
        },
      },
    );
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The image is outside the schema; its message shows together with the fields' messages.
    if (!ad && !image && !imageError) setImageError(AD_MESSAGES.imageRequired);
    void save(event);
  };

  return (
    <CampaignForm kind="ad" form={form} editing={Boolean(ad)} pending={pending} onSubmit={onSubmit}>
      <FormField
        label="Name"
        autoComplete="off"
        placeholder="Spring sale banner"
        error={errors.name?.message}
        {...form.register('name')}
      />

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <ControlField
          label="Category"
          hint="Homepage Banner ads show on the home page."
          error={errors.category?.message}
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('category')}>
              <option value="" disabled>
                Select a category
              </option>
              {AD_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {AD_CATEGORY_LABELS[category]}
                </option>
              ))}
            </NativeSelect>
          )}
        </ControlField>
        <DestinationUrlField kind="ad" />
      </div>

      <PublishWindowFields
        publishedHint="The ad shows from this moment on."
        expiryLabel="Expiry date (optional)"
        expiryHint="Leave empty to keep it running."
      />

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <FormField
          label="View limit (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="No limit"
          hint="The ad stops showing after this many views."
          error={errors.viewLimit?.message}
          {...form.register('viewLimit')}
        />
        <ActiveSwitchField hint="Only active ads are shown to visitors." />
      </div>

      <TargetCountriesField />

      <AdImageInput
        onFileChange={setImage}
        error={imageError}
        onError={setImageError}
        currentImageUrl={ad?.imageUrlD}
        disabled={pending}
      />
    </CampaignForm>
  );
}
