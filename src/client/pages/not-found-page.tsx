// Any path the router does not know (PRODUCT 2).
import { House, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { messagesCatalog } from '../../contract/messages';
import { layoutCatalog } from '../components/layout/layout-messages';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';
import { publicPagesCatalog } from './public-pages-messages';

export function NotFoundPage() {
  const text = useMessages(publicPagesCatalog);
  const messages = useMessages(messagesCatalog);
  const layout = useMessages(layoutCatalog);
  useDocumentTitle(text.pageNotFoundTitle);
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-start gap-4 pt-6 sm:pt-8">
          <div className="flex items-center gap-3">
            <TriangleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{messages.notFoundHeading}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{messages.notFoundText}</p>
          <Button asChild variant="outline">
            <Link href={paths.home}>
              <House aria-hidden="true" />
              {layout.home}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
