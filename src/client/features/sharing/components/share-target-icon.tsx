// Each network's own mark beside its name (PRODUCT 5.1), from maintained brand icon sets: Simple
// Icons, and Font Awesome's brands for LinkedIn, which Simple Icons no longer carries. Only these
// eight marks are imported, so the share menu's chunk stays small. The mark is white on a tile of
// the brand's colour (deepened where needed for 3:1 against the tile, WCAG 1.4.11); the name
// beside it is the item's accessible name, so the mark itself is hidden from assistive technology.
import { faLinkedinIn } from '@fortawesome/free-brands-svg-icons';
import {
  siFacebook,
  siInstagram,
  siPinterest,
  siReddit,
  siTelegram,
  siWhatsapp,
  siX,
} from 'simple-icons';
import { cn } from '../../../lib/cn';
import type { ShareTargetId } from '../share-links';

interface Mark {
  path: string;
  viewBox: string;
  tile: string;
}

const simpleIcon = (icon: { path: string }, tile: string): Mark => ({
  path: icon.path,
  viewBox: '0 0 24 24',
  tile,
});

const [linkedinWidth, linkedinHeight, , , linkedinPath] = faLinkedinIn.icon;

const MARKS: Record<ShareTargetId, Mark> = {
  facebook: simpleIcon(siFacebook, 'bg-[#0d6fed]'),
  twitter: simpleIcon(siX, 'bg-black ring-1 ring-white/25'),
  linkedin: {
    path: Array.isArray(linkedinPath) ? linkedinPath.join(' ') : linkedinPath,
    viewBox: `0 0 ${linkedinWidth} ${linkedinHeight}`,
    tile: 'bg-[#0a66c2]',
  },
  whatsapp: simpleIcon(siWhatsapp, 'bg-[#118376]'),
  telegram: simpleIcon(siTelegram, 'bg-[#1b7cab]'),
  reddit: simpleIcon(siReddit, 'bg-[#d63a00]'),
  pinterest: simpleIcon(siPinterest, 'bg-[#e60023]'),
  instagram: simpleIcon(siInstagram, 'bg-gradient-to-tr from-[#ba5809] via-[#dc2377] to-[#8134af]'),
};

export function ShareTargetIcon({
  target,
  className,
}: {
  target: ShareTargetId;
  className?: string;
}) {
  const mark = MARKS[target];
  return (
    <span
      aria-hidden="true"
      data-share-mark={target}
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-md text-white',
        mark.tile,
        className,
      )}
    >
      <svg viewBox={mark.viewBox} className="size-[62%]" fill="currentColor" focusable="false">
        <path d={mark.path} />
      </svg>
    </span>
  );
}
