// The Manage Admins tab's create form (PRODUCT 24: the username is an email, the password 6+ characters).
import { UserPlus } from 'lucide-react';
import { CreateAdminBodySchema } from '../../../../contract/admin';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TitledCard } from '../../../components/ui/card';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { adminUsersCatalog } from '../admin-users-messages';
import { useCreateAdmin } from '../api/create-admin';

export function CreateAdminCard() {
  const m = useMessages(adminUsersCatalog);
  const create = useCreateAdmin();
  const form = useSchemaForm(CreateAdminBodySchema, { username: '', password: '' });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => showFieldErrors(form, error),
    }),
  );

  return (
    <TitledCard title={m.createTitle} description={m.createDescription}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <Field
          control={form.control}
          name="username"
          label={m.usernameEmail}
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={m.usernamePlaceholder}
        />
        <Field
          control={form.control}
          name="password"
          label={m.password}
          hint={m.passwordHint}
          password
          autoComplete="new-password"
        />
        <SubmitButton pending={create.isPending} icon={UserPlus} className="justify-self-start">
          {m.createAdmin}
        </SubmitButton>
      </form>
    </TitledCard>
  );
}
