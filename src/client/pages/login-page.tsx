// /login (PRODUCT 2).
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
import { LoginForm } from '../features/auth/components/login-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export function LoginPage() {
  useDocumentTitle('Log in');
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Welcome back</CardTitle>
          <CardDescription>Log in to see your compliments, karma and badges.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
        <CardFooter className="justify-center border-t border-border pt-6 text-sm text-muted-foreground sm:pt-6">
          New to the community?
          <Link
            href={paths.register}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Register
          </Link>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
