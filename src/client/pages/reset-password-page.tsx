// /reset-password?token=… (PRODUCT 12): the page the emailed reset link opens.
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { MESSAGES } from '../../contract/messages';
import { AuthLayout } from '../components/layout/auth-layout';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../components/ui/card';
import { paths } from '../config/paths';
import {
  InvalidResetLink,
  ResetPasswordForm,
} from '../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Choose a new password</CardTitle>
          <CardDescription>
            Setting it signs you out everywhere; then log in with the new password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <InvalidResetLink message={MESSAGES.resetLinkInvalid} />
          )}
        </CardContent>
        <CardFooter className="justify-center border-t border-border pt-6 text-sm sm:pt-6">
          <Link
            href={paths.login}
            className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to login
          </Link>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
