// The bodies of the passkey dialogs of /settings (PRODUCT 11.8): the confirmation before a
// passkey is added, renaming one, and removing one.
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import { RenamePasskeyBodySchema, type Passkey } from '../../../../contract/passkeys';
import { DialogFormFooter } from '../../../components/forms/dialog-form-footer';
import { Field } from '../../../components/forms/field';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useAddPasskey } from '../api/add-passkey';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';
import { ConfirmIdentityForm } from './confirm-identity-form';

interface DialogBodyProps {
  twoFactorEnabled: boolean;
  onDone: () => void;
}

/** A new passkey: the password (or a code), then the browser's own steps. */
export function AddPasskey({ twoFactorEnabled, onDone }: DialogBodyProps) {
  const m = useMessages(passkeyCatalog);
  const add = useAddPasskey();
  return (
    <ConfirmIdentityForm
      twoFactorEnabled={twoFactorEnabled}
      pending={add.isPending}
      submitLabel={m.continue}
      onSubmit={(confirmation, onError) => add.mutate(confirmation, { onSuccess: onDone, onError })}
    />
  );
}

export function RenamePasskey({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const m = useMessages(passkeyCatalog);
  const rename = useRenamePasskey();
  const form = useSchemaForm(RenamePasskeyBodySchema, { name: passkey.name }, VALIDATE_ON_TOUCH);
  const submit = form.handleSubmit(({ name }) =>
    rename.mutate(
      { id: passkey.id, name },
      { onSuccess: onDone, onError: (error) => showFieldErrors(form, error) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        control={form.control}
        name="name"
        label={m.nameLabel}
        hint={m.nameHint}
        autoComplete="off"
        maxLength={128}
        // The dialog opens for this field.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <DialogFormFooter pending={rename.isPending}>{m.save}</DialogFormFooter>
    </form>
  );
}

export function RemovePasskey({
  passkey,
  twoFactorEnabled,
  onDone,
}: DialogBodyProps & { passkey: Passkey }) {
  const m = useMessages(passkeyCatalog);
  const remove = useRemovePasskey();
  return (
    <ConfirmIdentityForm
      twoFactorEnabled={twoFactorEnabled}
      destructive
      pending={remove.isPending}
      submitLabel={m.remove}
      onSubmit={(confirmation, onError) =>
        remove.mutate({ id: passkey.id, ...confirmation }, { onSuccess: onDone, onError })
      }
    />
  );
}
