// The ad form (PRODUCT 24) for /admin/ads/create and /admin/ads/edit/{id}, checked with the API's schema.
import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { adCatalog } from '../../../../contract/ad-messages';
import { AD_CATEGORIES, AD_MESSAGES, type Ad } from '../../../../contract/ads';
import { ActiveSwitchField } from '../../../components/campaigns/active-switch-field';
import { CampaignForm } from '../../../components/campaigns/campaign-form';
import { campaignCatalog } from '../../../components/campaigns/campaign-messages';
import { DestinationUrlField } from '../../../components/campaigns/destination-url-field';
import { PublishWindowFields } from '../../../components/campaigns/publish-window-fields';
import { TargetCountriesField } from '../../../components/campaigns/target-countries-field';
import { Field } from '../../../components/forms/field';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { LabelledOptions, NativeSelect } from '../../../components/ui/native-select';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { localize, useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { adCategoryLabels, adCategoryPlaces } from '../ad-categories';
import { AdFormSchema, adFormValuesOf, emptyAdFormValues } from '../ad-form-values';
import { useCreateAd } from '../api/create-ad';
import { useUpdateAd } from '../api/update-ad';
import { AdImageInput } from './ad-image-input';
import { ViewLimitField } from './view-limit-field';

/** Without `ad` it creates; with one it edits that ad. */
export function AdForm({ ad }: { ad?: Ad }) {
  const messages = useMessages(campaignCatalog);
  // The schema's and the server's messages, which the fields show in the page's language.
  useMessages(adCatalog);
  const [, navigate] = useLocation();
  const createAd = useCreateAd();
  const updateAd = useUpdateAd();
  const pending = createAd.isPending || updateAd.isPending;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const form = useSchemaForm(AdFormSchema, ad ? adFormValuesOf(ad) : emptyAdFormValues());
  const category = useWatch({ control: form.control, name: 'category' });

  // The toast comes from the mutation's meta; the fields, the image among them, show their own.
  const callbacks = {
    onSuccess: () => navigate(paths.adminAds),
    onError: (error: Error) => {
      showFieldErrors(form, error);
      const imageMessage = error instanceof ApiError ? error.fieldErrors.image?.[0] : undefined;
      if (imageMessage) setImageError(localize(imageMessage));
    },
  };

  const save = form.handleSubmit((body) => {
    if (ad) updateAd.mutate({ id: ad.id, body, image }, callbacks);
    else if (image) createAd.mutate({ body, image }, callbacks);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The image is outside the schema; its message shows together with the fields' messages.
    if (!ad && !image && !imageError) setImageError(localize(AD_MESSAGES.imageRequired));
    void save(event);
  };

  return (
    <CampaignForm kind="ad" form={form} editing={Boolean(ad)} pending={pending} onSubmit={onSubmit}>
      <Field
        control={form.control}
        name="name"
        label={messages.name}
        autoComplete="off"
        placeholder={messages.namePlaceholder}
      />

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field
          control={form.control}
          name="category"
          label={messages.category}
          hint={AD_CATEGORIES.map((place) => (
            <span
              key={place}
              className={cn('block', place === category && 'font-semibold text-foreground')}
            >
              {adCategoryPlaces(messages)[place]}
            </span>
          ))}
        >
          {(props) => (
            <NativeSelect {...props}>
              <option value="" disabled>
                {messages.selectCategory}
              </option>
              <LabelledOptions values={AD_CATEGORIES} labels={adCategoryLabels(messages)} />
            </NativeSelect>
          )}
        </Field>
        <DestinationUrlField kind="ad" />
      </div>

      <PublishWindowFields kind="ad" />

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <ViewLimitField />
        <ActiveSwitchField kind="ad" />
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
