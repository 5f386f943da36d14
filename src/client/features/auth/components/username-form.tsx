// The profile's username form (PRODUCT 11): the contract's rules while typing, the server's
// (taken, links, unkind words) under the field after saving.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { UpdateProfileBodySchema } from '../../../../contract/auth';
import {
  CHOSEN_USERNAME_MAX_LENGTH,
  CHOSEN_USERNAME_MIN_LENGTH,
} from '../../../../contract/constants';
import { Field } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useUpdateProfile } from '../api/update-profile';

export function UsernameForm({
  chosenUsername,
  onDone,
}: {
  /** The name the member chose before, or null while they are still named by their email. */
  chosenUsername: string | null;
  onDone: () => void;
}) {
  const updateProfile = useUpdateProfile();
  const form = useForm({
    ...VALIDATE_ON_TOUCH,
    resolver: zodResolver(UpdateProfileBodySchema),
    defaultValues: { username: chosenUsername ?? '' },
  });

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
        label="Username"
        hint={`${CHOSEN_USERNAME_MIN_LENGTH} to ${CHOSEN_USERNAME_MAX_LENGTH} characters, no @. Others see it on badges you share.`}
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={CHOSEN_USERNAME_MAX_LENGTH * 2}
        // Opened on purpose, so typing can start at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? <Spinner /> : null}
          Save username
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
