// The quiet Home button of the screens without the nav bar's Home link: the auth pages' top row
// and the admin screens' heading.
import { House } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { Button } from '../ui/button';
import { layoutCatalog } from './layout-messages';

export function HomeLinkButton() {
  const text = useMessages(layoutCatalog);
  return (
    <Button asChild variant="ghost" size="sm">
      <Link href={paths.home}>
        <House aria-hidden="true" />
        {text.home}
      </Link>
    </Button>
  );
}
