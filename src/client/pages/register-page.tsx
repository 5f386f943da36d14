// /register (PRODUCT 2).
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
import { RegisterForm } from '../features/auth/components/register-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function RegisterPage() {
  useDocumentTitle('Register');
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Create your account</CardTitle>
          <CardDescription>
            Share compliments, thank their authors, and collect karma and badges.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RegisterForm />
        </CardContent>
        <CardFooter className="justify-center border-t border-border pt-6 text-sm text-muted-foreground sm:pt-6">
          Already have an account?
          <Link
            href={paths.login}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Login
          </Link>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
