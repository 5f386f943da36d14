// The frame of the ad and promotion forms (PRODUCT 24): the form's context for the shared field
// sections, its own fields, then Cancel back to the list and the submit button.
import { Save } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link } from 'wouter';
import { useMessages } from '../../lib/i18n';
import { SubmitButton } from '../forms/submit-button';
import { Button } from '../ui/button';
import { CAMPAIGN_PATHS, campaignText, type CampaignKind } from './campaign-kind';
import { campaignCatalog } from './campaign-messages';

export function CampaignForm<Values extends FieldValues, Output>({
  kind,
  form,
  editing,
  pending,
  onSubmit,
  children,
}: {
  kind: CampaignKind;
  form: UseFormReturn<Values, unknown, Output>;
  /** Saving changes to an existing campaign rather than creating one. */
  editing: boolean;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const messages = useMessages(campaignCatalog);
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        {children}
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link href={CAMPAIGN_PATHS[kind].list}>{messages.cancel}</Link>
          </Button>
          <SubmitButton pending={pending} icon={Save}>
            {editing ? messages.saveChanges : campaignText(messages, kind, 'Create')}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
