// Any path the router does not know (PRODUCT 2).
import { House, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { MESSAGES } from '../../contract/messages';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-start gap-4 pt-6 sm:pt-8">
          <div className="flex items-center gap-3">
            <TriangleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{MESSAGES.notFoundHeading}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{MESSAGES.notFoundText}</p>
          <Button asChild variant="outline">
            <Link href={paths.home}>
              <House aria-hidden="true" />
              Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
