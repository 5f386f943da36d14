// The /register form (PRODUCT 24): the same schema as the server, and its field messages.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { RegisterFormSchema } from '../../../../contract/auth';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/constants';
import { MESSAGES } from '../../../../contract/messages';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { toast } from '../../../hooks/use-toast';
import { applyFieldErrors, serverMessageOr } from '../../../lib/api-client';
import { useRegister } from '../api/register';

export function RegisterForm() {
  const [, navigate] = useLocation();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email, password }) =>
    register.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast({ title: MESSAGES.accountCreated });
          navigate(paths.login);
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, ['email', 'password']);
          toast({
            variant: 'destructive',
            title: MESSAGES.registrationFailedTitle,
            description: serverMessageOr(error, MESSAGES.registrationFailedText),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        password
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Longer is stronger.`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Confirm Password"
        password
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
        {register.isPending ? <Spinner /> : null}
        Create Account
      </Button>
    </form>
  );
}
