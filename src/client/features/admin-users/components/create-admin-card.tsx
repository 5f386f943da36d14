// The Manage Admins tab's create form (PRODUCT 24: the username is an email, the password 6+ characters).
import { UserPlus } from 'lucide-react';
import { CreateAdminBodySchema } from '../../../../contract/admin';
import { Field } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../hooks/use-schema-form';
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
    <Card>
      <CardHeader>
        <CardTitle>Create Admin User</CardTitle>
        <CardDescription>
          The new admin signs in at the admin login with this email and password.
        </CardDescription>
      </CardHeader>
      <CardContent>
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
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : <UserPlus aria-hidden="true" />}
            Create Admin
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
