// /confirm-email?token=… (PRODUCT 11.2): where a mailed confirmation link lands.
import { useDocumentTitle } from '../hooks/use-document-title';

export function ConfirmEmailPage() {
  useDocumentTitle('Confirm your email');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-extrabold">Confirm your email</h1>
    </div>
  );
}
