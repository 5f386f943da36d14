// /forgot-password (PRODUCT 2, 12).
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
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
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Forgot your password?</CardTitle>
          <CardDescription>
            Enter the email you registered with and we will send you a link to choose a new one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm />
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
