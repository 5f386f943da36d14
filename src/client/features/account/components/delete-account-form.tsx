// Account settings (PRODUCT 11.6): the Delete my account card's content, a chunk of its own. It
// says plainly what goes, asks what happens to the member's compliments and for the password, then
// asks once more before deleting; on success the member is a guest on the home page, with a toast.
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  COMPLIMENT_CHOICES,
  DeleteAccountBodySchema,
  type ComplimentChoice,
  type DeleteAccountBody,
} from '../../../../contract/account-deletion';
import {
  accountDeletionCatalog,
  WHAT_GOES_KEYS,
} from '../../../../contract/account-deletion-messages';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { localize, useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useDeleteAccount } from '../api/delete-account';

const CHOICE_KEYS = {
  keep: { label: 'keepLabel', hint: 'keepHint' },
  delete: { label: 'deleteLabel', hint: 'deleteHint' },
} as const satisfies Record<ComplimentChoice, unknown>;

export function DeleteAccountForm() {
  const text = useMessages(accountDeletionCatalog);
  const deletion = useDeleteAccount();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState<DeleteAccountBody | null>(null);
  const form = useSchemaForm(DeleteAccountBodySchema, { password: '' });
  const id = useId();
  const choice = useWatch({ control: form.control, name: 'compliments' });
  const choiceError = form.formState.errors.compliments?.message;

  const onSubmit = form.handleSubmit((values) => setConfirming(values));

  const onConfirm = () => {
    if (!confirming) return;
    deletion.mutate(confirming, {
      onSuccess: () => navigate(paths.home, { replace: true }),
      onError: (error) => {
        setConfirming(null);
        showFieldErrors(form, error);
      },
    });
  };

  return (
    <>
      <div className="grid gap-2 text-sm">
        <p>{text.intro}</p>
        <ul className="list-disc space-y-1 ps-5 text-muted-foreground">
          {WHAT_GOES_KEYS.map((key) => (
            <li key={key}>{text[key]}</li>
          ))}
        </ul>
        <p className="text-muted-foreground">{text.whatStays}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <fieldset
          className="grid gap-2"
          aria-describedby={choiceError ? `${id}-choice-error` : undefined}
        >
          <legend className="mb-2 text-sm font-semibold">{text.choiceLabel}</legend>
          {COMPLIMENT_CHOICES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-card px-3.5 py-3 text-sm transition-colors hover:border-primary/50',
                'has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
              )}
            >
              <input
                type="radio"
                value={value}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                {...form.register('compliments')}
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{text[CHOICE_KEYS[value].label]}</span>
                <span className="text-muted-foreground">{text[CHOICE_KEYS[value].hint]}</span>
              </span>
            </label>
          ))}
          {choiceError ? (
            <p id={`${id}-choice-error`} className="text-sm font-medium text-destructive">
              {localize(choiceError)}
            </p>
          ) : null}
        </fieldset>
        <Field
          control={form.control}
          name="password"
          label={text.passwordLabel}
          password
          autoComplete="current-password"
        />
        <div>
          <SubmitButton pending={deletion.isPending} icon={Trash2} variant="destructive">
            {text.submit}
          </SubmitButton>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !deletion.isPending) setConfirming(null);
        }}
        title={text.confirmTitle}
        description={choice === 'delete' ? text.confirmDelete : text.confirmKeep}
        confirmLabel={text.confirmButton}
        onConfirm={onConfirm}
        pending={deletion.isPending}
      />
    </>
  );
}
