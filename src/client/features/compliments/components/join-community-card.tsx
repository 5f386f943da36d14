// Invites guests to sign up (PRODUCT 4 "Join the Community"), with Register and Login side by side.
import { UsersRound } from 'lucide-react';
import { Link } from 'wouter';
import { layoutCatalog } from '../../../components/layout/layout-messages';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { complimentsCatalog } from '../compliments-messages';

export function JoinCommunityCard() {
  const text = useMessages(complimentsCatalog);
  const layout = useMessages(layoutCatalog);
  return (
    <section
      aria-labelledby="join-community-heading"
      className="flex flex-col items-center gap-5 rounded-card border border-border bg-card px-6 py-8 text-center shadow-soft sm:flex-row sm:text-start"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
      >
        <UsersRound className="size-7" />
      </span>
      <div className="grid flex-1 gap-1">
        <h2 id="join-community-heading" className="text-xl font-bold">
          {text.joinTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{text.joinText}</p>
      </div>
      <div className="flex w-full shrink-0 flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link href={paths.register}>{layout.register}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.login}>{layout.login}</Link>
        </Button>
      </div>
    </section>
  );
}
