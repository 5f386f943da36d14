// The frame of the pages a mailed link opens (confirm an address, cancel a change of address,
// unsubscribe): one narrow card with the page's heading, what the link did, and an optional footer.
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

/** The `token` of the mailed link that opened the page, or '' when it carries none. */
export function useLinkToken(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('token')?.trim() ?? '';
}

export function LinkLandingFrame({
  title,
  footer,
  children,
}: {
  title: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">{title}</CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer}
      </Card>
    </div>
  );
}
