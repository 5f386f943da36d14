// The Manage Admins tab's create form (PRODUCT 24: the username is an email, the password 6+ characters).
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CreateAdminBodySchema } from '../../../../contract/admin';
import { MESSAGES } from '../../../../contract/messages';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { ApiError, applyFieldErrors } from '../../../lib/api-client';
import { useCreateAdmin } from '../api/create-admin';

type CreateAdminInput = z.input<typeof CreateAdminBodySchema>;
type CreateAdminForm = z.output<typeof CreateAdminBodySchema>;

export function CreateAdminCard() {
  const create = useCreateAdmin();
  const form = useForm<CreateAdminInput, unknown, CreateAdminForm>({
    resolver: zodResolver(CreateAdminBodySchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (admin) => {
        toast({ title: MESSAGES.adminCreated, description: `${admin.username} can now sign in.` });
        form.reset();
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, ['username', 'password']);
        toast({
          variant: 'destructive',
          title: MESSAGES.adminCreateFailed,
          // The server's own words when it gave some, such as the 409 for a taken email.
          description: error instanceof ApiError ? error.serverMessage : undefined,
        });
      },
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
          <FormField
            label="Username (email)"
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="new.admin@example.com"
            error={errors.username?.message}
            {...form.register('username')}
          />
          <FormField
            label="Password"
            password
            autoComplete="new-password"
            hint="At least 6 characters."
            error={errors.password?.message}
            {...form.register('password')}
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
