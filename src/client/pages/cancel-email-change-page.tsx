// /cancel-email-change?token=… (PRODUCT 11.3): where the notice mailed to the old address lands
// when someone asked to change the account's address. It needs no log-in.
import { useSearchParams } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { CancelEmailChangeResult } from '../features/account/components/cancel-email-change-result';
import { useDocumentTitle } from '../hooks/use-document-title';

export function CancelEmailChangePage() {
  useDocumentTitle('Cancel the change of address');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Cancel the change of address</CardTitle>
        </CardHeader>
        <CardContent>
          <CancelEmailChangeResult token={token} />
        </CardContent>
      </Card>
    </div>
  );
}
