// The Manage Admins tab's create form (PRODUCT 24: the username is an email, the password 6+ characters).
import { UserPlus } from 'lucide-react';
import { CreateAdminBodySchema } from '../../../../contract/admin';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TitledCard } from '../../../components/ui/card';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useCreateAdmin } from '../api/create-admin';

export function CreateAdminCard() {
  const create = useCreateAdmin();
  const form = useSchemaForm(CreateAdminBodySchema, { username: '', password: '' });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => showFieldErrors(form, error),
    }),
  );

  return (
    <TitledCard
      title="Create Admin User"
      description="The new admin signs in at the admin login with this email and password."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <Field
          control={form.control}
          name="username"
          label="Username (email)"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="new.admin@example.com"
        />
        <Field
          control={form.control}
          name="password"
          label="Password"
          hint="At least 6 characters."
          password
          autoComplete="new-password"
        />
        <SubmitButton pending={create.isPending} icon={UserPlus} className="justify-self-start">
          Create Admin
        </SubmitButton>
      </form>
    </TitledCard>
  );
}
