// /admin-login (PRODUCT 8, 9).
import { ShieldCheck } from 'lucide-react';
import { AuthLayout } from '../components/layout/auth-layout';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { AdminLoginPanel } from '../features/auth/components/admin-login-panel';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminLoginPage() {
  useDocumentTitle('Admin login');
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <span
            aria-hidden="true"
            className="mb-2 inline-flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
          >
            <ShieldCheck className="size-5" />
          </span>
          <CardTitle as="h1">Admin login</CardTitle>
          <CardDescription>Sign in with an admin account to manage the community.</CardDescription>
        </CardHeader>
        <CardContent>
          <AdminLoginPanel />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
