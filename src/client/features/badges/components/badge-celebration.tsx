// The celebration of a badge just earned (PRODUCT 15.2): its artwork, name and level, a burst of
// confetti, and Share badge, which opens the badge's own Share dialog. Each badge is celebrated
// once: the server is told as soon as the dialog shows, so a reload does not show it again.
import { PartyPopper } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Badge } from '../../../../contract/badges';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useMessages } from '../../../lib/i18n';
import { useCelebrateBadge } from '../api/celebrate-badge';
import { useCelebrations } from '../api/get-celebrations';
import { badgesCatalog } from '../badges-messages';
import { burstConfetti } from '../confetti';
import { useBadgeNames } from '../use-badge-names';
import { BadgeArt } from './badge-art';
import { BadgeLevelPill } from './badge-level-pill';
import { BadgeShareDialog, type BadgeShareTargetsProps } from './badge-share-dialog';

type RenderShareTargets = (props: BadgeShareTargetsProps) => ReactNode;

function CelebrationDialog({
  badge,
  onClose,
  renderShareTargets,
}: {
  badge: Badge;
  onClose: () => void;
  renderShareTargets: RenderShareTargets;
}) {
  const m = useMessages(badgesCatalog);
  const info = useBadgeNames().level(badge.type, badge.level);
  useEffect(() => {
    void burstConfetti();
  }, [badge.id]);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md text-center" closeLabel={m.closeCelebration}>
        <DialogHeader className="items-center pe-0 text-center">
          <BadgeArt type={badge.type} level={badge.level} className="size-28" />
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
            <PartyPopper className="size-4" aria-hidden="true" />
            {m.newBadge}
          </p>
          <DialogTitle className="text-2xl">{info.name}</DialogTitle>
          <BadgeLevelPill level={badge.level} tier={info.tier} />
          <DialogDescription>{info.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <Button variant="outline">{m.keepGoing}</Button>
          </DialogClose>
          <BadgeShareDialog
            badge={badge}
            renderShareTargets={renderShareTargets}
            triggerLabel={m.shareBadge}
            triggerVariant="default"
          />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Celebrates the member's uncelebrated badges one after another, the oldest first. Mounted for
 * members only, in a chunk guests never load.
 */
export function BadgeCelebrations({
  renderShareTargets,
}: {
  renderShareTargets: RenderShareTargets;
}) {
  const celebrations = useCelebrations();
  const { mutate: markCelebrated } = useCelebrateBadge();
  // Closed here: the list keeps them until it is next read, and by then the server has them
  // marked celebrated.
  const [closed, setClosed] = useState<readonly string[]>([]);
  // The badge on screen stays until its dialog is closed: a read answered after the mark (this
  // chunk's own first read, or one after another action) no longer lists it.
  const [current, setCurrent] = useState<Badge | null>(null);
  const next = (celebrations.data ?? []).find((badge) => !closed.includes(badge.id)) ?? null;
  if (!current && next) setCurrent(next);
  const currentId = current?.id;

  useEffect(() => {
    if (currentId) markCelebrated(currentId);
  }, [currentId, markCelebrated]);

  if (!current) return null;
  return (
    <CelebrationDialog
      key={current.id}
      badge={current}
      onClose={() => {
        setClosed((ids) => [...ids, current.id]);
        setCurrent(null);
      }}
      renderShareTargets={renderShareTargets}
    />
  );
}
