// The member log-in form of /login (PRODUCT 2), with the toasts of PRODUCT 11.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { LoginFormSchema } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { toast } from '../../../hooks/use-toast';
import { statusOf, serverMessageOr } from '../../../lib/api-client';
import { useLogin } from '../api/login';

export function LoginForm() {
  const [, navigate] = useLocation();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: MESSAGES.welcomeBackTitle, description: MESSAGES.welcomeBackText });
        navigate(paths.profile);
      },
      onError: (error) => {
        // A refused password reads per PRODUCT 11; a limit or an outage keeps the server's words.
        const description =
          statusOf(error) === 401
            ? MESSAGES.invalidCredentials
            : serverMessageOr(error, MESSAGES.invalidCredentials);
        toast({ variant: 'destructive', title: MESSAGES.loginFailedTitle, description });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormField
        label="Password"
        password
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link
            href={paths.forgotPassword}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        }
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? <Spinner /> : null}
        Login
      </Button>
    </form>
  );
}
