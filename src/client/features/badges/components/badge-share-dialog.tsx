// The Share dialog of one badge (PRODUCT 5, 15): its link, the share targets, and how often it was shared.
import { Share2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { badgeCatalog } from '../../../../contract/badge-messages';
import { badgeNamesCatalog } from '../../../../contract/badge-names-messages';
import type { Badge } from '../../../../contract/badges';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { site } from '../../../config/site';
import { preloadMessages, t, useMessages } from '../../../lib/i18n';
import type { ShareContent } from '../../../lib/share-content';
import { usePublishBadge, useShareBadge } from '../api/share-badge';
import { badgeShareContent } from '../badge-share';
import { badgesCatalog } from '../badges-messages';
import { useBadgeNames } from '../use-badge-names';
import { BadgeLevelPill } from './badge-level-pill';
import { BadgeArt } from './badge-art';
import { SharedCount } from './shared-count';

// The dialog's catalogs at once, as its chunk arrives; the toast after a share reads the contract's.
void preloadMessages(badgesCatalog, badgeNamesCatalog, badgeCatalog);

/** What the page's share targets receive; they call onShared once the share went out. */
export interface BadgeShareTargetsProps {
  content: ShareContent;
  copiedToast: { title: string; description: string };
  onShared: (channel: string) => void;
  analyticsEvent: 'badge_share';
  disabled: boolean;
}

export function BadgeShareDialog({
  badge,
  renderShareTargets,
  triggerLabel,
  triggerVariant = 'outline',
}: {
  badge: Badge;
  renderShareTargets: (props: BadgeShareTargetsProps) => ReactNode;
  /** The button's visible text: `Share` in the Badges tab, `Share badge` in the celebration. */
  triggerLabel?: string;
  triggerVariant?: 'outline' | 'default';
}) {
  const [open, setOpen] = useState(false);
  const m = useMessages(badgesCatalog);
  const info = useBadgeNames().level(badge.type, badge.level);
  const share = useShareBadge();
  const publish = usePublishBadge();
  const content = badgeShareContent({ id: badge.id, info }, window.location.origin, site.name, m);
  const linkId = `badge-${badge.id}-link`;

  const onShared = (channel: string) => share.mutate({ id: badge.id, channel });

  // A badge's card answers only once its owner shared it (SECURITY C8). The link below can be
  // copied by hand, so opening the dialog makes the card public; using a target counts a share.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next || badge.sharedAt !== null || publish.isPending) return;
    publish.mutate(badge.id);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size={triggerVariant === 'outline' ? 'sm' : 'default'}>
          <Share2 aria-hidden="true" />
          {triggerLabel ?? m.share}
          <span className="sr-only"> {t(m.shareWhich, { name: info.name, tier: info.tier })}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.shareTitle}</DialogTitle>
          <DialogDescription>{m.shareDescription}</DialogDescription>
        </DialogHeader>

        <div className="flex items-center gap-4 rounded-2xl border border-border bg-muted/40 p-4">
          <BadgeArt type={badge.type} level={badge.level} className="size-14" />
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-display font-bold">{info.name}</p>
              <BadgeLevelPill level={badge.level} tier={info.tier} />
            </div>
            <p className="text-sm text-muted-foreground">{info.description}</p>
            {badge.sharedCount > 0 ? <SharedCount count={badge.sharedCount} /> : null}
          </div>
        </div>

        <div className="grid gap-2">
          <Label htmlFor={linkId}>{m.badgeLink}</Label>
          <Input
            id={linkId}
            readOnly
            value={content.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>

        {renderShareTargets({
          content,
          copiedToast: { title: m.copied, description: m.linkCopied },
          onShared,
          analyticsEvent: 'badge_share',
          disabled: share.isPending || badge.sharedAt === null,
        })}
      </DialogContent>
    </Dialog>
  );
}
