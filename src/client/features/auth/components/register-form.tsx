// The /register form (PRODUCT 24): the same schema as the server, and its field messages.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { RegisterFormSchema } from '../../../../contract/auth';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/constants';
import { Field } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useRegister } from '../api/register';

export function RegisterForm() {
  const [, navigate] = useLocation();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ email, password }) =>
    register.mutate(
      { email, password },
      {
        onSuccess: () => navigate(paths.login),
        onError: (error) => showFieldErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <Field
        control={form.control}
        name="password"
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Longer is stronger.`}
        password
        autoComplete="new-password"
      />
      <Field
        control={form.control}
        name="confirmPassword"
        label="Confirm Password"
        password
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
        {register.isPending ? <Spinner /> : null}
        Create Account
      </Button>
    </form>
  );
}
