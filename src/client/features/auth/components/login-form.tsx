// The member log-in form of /login (PRODUCT 2); its toasts (PRODUCT 11) come with the login mutation.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { LoginFormSchema } from '../../../../contract/auth';
import { Field } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';

export function LoginForm() {
  const [, navigate] = useLocation();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => navigate(paths.profile) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field
        control={form.control}
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <Field
        control={form.control}
        name="password"
        label="Password"
        labelAside={
          <Link
            href={paths.forgotPassword}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        }
        password
        autoComplete="current-password"
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? <Spinner /> : null}
        Login
      </Button>
    </form>
  );
}
