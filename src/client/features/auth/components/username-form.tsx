// The profile's username form (PRODUCT 11): the contract's rules while typing, the server's
// (taken, links, unkind words) under the field after saving.
import { UpdateProfileBodySchema } from '../../../../contract/auth';
import {
  CHOSEN_USERNAME_MAX_LENGTH,
  CHOSEN_USERNAME_MIN_LENGTH,
} from '../../../../contract/constants';
import { usernameCatalog } from '../../../../contract/username-messages';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Button } from '../../../components/ui/button';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { t, useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useUpdateProfile } from '../api/update-profile';
import { authCatalog } from '../auth-messages';

export function UsernameForm({
  chosenUsername,
  onDone,
}: {
  /** The name the member chose before, or null while they are still named by their email. */
  chosenUsername: string | null;
  onDone: () => void;
}) {
  const m = useMessages(authCatalog);
  // The schema's messages, shown by the field in the page's language.
  useMessages(usernameCatalog);
  const updateProfile = useUpdateProfile();
  const form = useSchemaForm(
    UpdateProfileBodySchema,
    { username: chosenUsername ?? '' },
    VALIDATE_ON_TOUCH,
  );

  const onSubmit = form.handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: onDone,
      onError: (error) => showFieldErrors(form, error),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <Field
        control={form.control}
        name="username"
        label={m.username}
        hint={t(m.usernameHint, {
          min: CHOSEN_USERNAME_MIN_LENGTH,
          max: CHOSEN_USERNAME_MAX_LENGTH,
        })}
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={CHOSEN_USERNAME_MAX_LENGTH * 2}
        // Opened on purpose, so typing can start at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={updateProfile.isPending} size="sm">
          {m.saveUsername}
        </SubmitButton>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
