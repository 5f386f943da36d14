// The heading of the admin list and form screens, with the way back to the dashboard and home.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { Button } from '../ui/button';
import { HomeLinkButton } from './home-link-button';
import { adminLayoutCatalog } from './admin-layout-messages';

export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  /** The screen's own buttons beside the title, such as "Create Ad". */
  actions?: ReactNode;
}) {
  const text = useMessages(adminLayoutCatalog);
  return (
    <header className="grid gap-4">
      <div className="-ms-2 flex flex-wrap gap-1">
        <Button asChild variant="ghost" size="sm">
          <Link href={paths.simpleAdmin}>
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
            {text.dashboard}
          </Link>
        </Button>
        <HomeLinkButton />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
          {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
