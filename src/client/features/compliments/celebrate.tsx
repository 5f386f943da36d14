// A success toast that also celebrates the badges the action just earned. One toast shows at a
// time (PRODUCT 10), so a separate badge toast would wipe out the success message: both go in one.
import { PartyPopper } from 'lucide-react';
import type { Badge } from '../../../contract/badges';
import type { ToastOptions } from '../../hooks/use-toast';
import { t, useMessages } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { complimentsCatalog } from './compliments-messages';

function NewBadges({ badges }: { badges: readonly Badge[] }) {
  const text = useMessages(complimentsCatalog);
  return (
    <div className="mt-2 grid gap-1.5 rounded-xl bg-secondary/70 px-3 py-2 text-secondary-foreground">
      <p className="inline-flex items-center gap-1.5 font-semibold">
        <PartyPopper className="size-4" aria-hidden="true" />
        {t(text.newBadges, { count: badges.length })}
      </p>
      <ul className="grid gap-0.5">
        {badges.map((badge) => (
          <li key={badge.id}>
            {richText(
              text.badgeLine,
              {
                badge: (
                  <span className="font-semibold">
                    {t(text.badgeName, { name: badge.info.name, tier: badge.info.tier })}
                  </span>
                ),
              },
              { description: badge.info.description },
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function celebration({
  title,
  description,
  newBadges,
}: {
  title: string;
  description: string;
  newBadges: readonly Badge[];
}): ToastOptions {
  if (newBadges.length === 0) return { title, description };
  return {
    title,
    description: (
      <>
        {description}
        <NewBadges badges={newBadges} />
      </>
    ),
    // A little longer, to read the badge too.
    duration: 8000,
  };
}
