// /confirm-email?token=… (PRODUCT 11.2): where a mailed confirmation link lands. It needs no
// log-in; a member who is signed in may ask for a fresh link when this one did not work.
import { useSearchParams } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { ConfirmEmailResult } from '../features/account/components/confirm-email-result';
import { useDocumentTitle } from '../hooks/use-document-title';

export function ConfirmEmailPage() {
  useDocumentTitle('Confirm your email');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Confirm your email</CardTitle>
        </CardHeader>
        <CardContent>
          <ConfirmEmailResult token={token} signedIn={Boolean(user)} />
        </CardContent>
      </Card>
    </div>
  );
}
