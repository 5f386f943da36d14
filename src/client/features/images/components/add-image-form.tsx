// The /admin add-by-URL form (PRODUCT 24, image by URL): an image hosted elsewhere, with title and category.
import { ImagePlus } from 'lucide-react';
import { AddImageBodySchema } from '../../../../contract/images';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TitledCard } from '../../../components/ui/card';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useAddImage } from '../api/add-image';

export function AddImageForm() {
  const add = useAddImage();
  const form = useSchemaForm(AddImageBodySchema, { imageUrl: '', title: '', category: '' });

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => showFieldErrors(form, error),
    }),
  );

  return (
    <TitledCard
      title="Add Inspirational Image"
      description="Link an image hosted elsewhere (http or https)."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5 md:grid-cols-[2fr_1fr_1fr]">
        <Field
          control={form.control}
          name="imageUrl"
          label="Image URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://example.com/sunrise.jpg"
        />
        <Field
          control={form.control}
          name="title"
          label="Title"
          autoComplete="off"
          placeholder="Sunrise over the hills"
        />
        <Field
          control={form.control}
          name="category"
          label="Category"
          autoComplete="off"
          placeholder="Nature"
        />
        <SubmitButton
          pending={add.isPending}
          icon={ImagePlus}
          className="w-full sm:w-fit md:col-span-3"
        >
          Add Image
        </SubmitButton>
      </form>
    </TitledCard>
  );
}
