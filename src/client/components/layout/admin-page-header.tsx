// The heading row of the admin list and form screens, with the way back to the dashboard and home.
import { House, LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { Button } from '../ui/button';

export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  /** Extra buttons before Dashboard and Home, such as "Create Ad". */
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
        {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {actions}
        <Button asChild variant="outline">
          <Link href={paths.simpleAdmin}>
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link href={paths.home}>
            <House aria-hidden="true" />
            Home
          </Link>
        </Button>
      </div>
    </header>
  );
}
