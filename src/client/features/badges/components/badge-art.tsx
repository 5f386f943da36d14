// The artwork of each badge family (PRODUCT 15.1): a medal with the family's own emblem, tinted by
// its level (Bronze amber, Silver slate, Gold yellow, PRODUCT 6) or greyed while still locked.
import type { BadgeType } from '../../../../contract/badges';
import { cn } from '../../../lib/cn';
import { badgeLevelVariant, type BadgeLevelVariant } from '../badge-level';

interface Tint {
  face: string;
  rim: string;
  emblem: string;
}

const TINTS: Record<BadgeLevelVariant | 'locked', Tint> = {
  amber: {
    face: 'fill-amber-100 dark:fill-amber-950',
    rim: 'stroke-amber-500 dark:stroke-amber-600',
    emblem: 'text-amber-700 dark:text-amber-300',
  },
  slate: {
    face: 'fill-slate-100 dark:fill-slate-800',
    rim: 'stroke-slate-400 dark:stroke-slate-500',
    emblem: 'text-slate-600 dark:text-slate-200',
  },
  yellow: {
    face: 'fill-yellow-100 dark:fill-yellow-950',
    rim: 'stroke-yellow-500 dark:stroke-yellow-600',
    emblem: 'text-yellow-700 dark:text-yellow-300',
  },
  default: {
    face: 'fill-primary/15',
    rim: 'stroke-primary',
    emblem: 'text-primary',
  },
  locked: {
    face: 'fill-muted',
    rim: 'stroke-border',
    emblem: 'text-muted-foreground/70',
  },
};

/** Each family's emblem, drawn on a 48 × 48 medal, in currentColor. */
const EMBLEMS: Record<BadgeType, React.ReactNode> = {
  // A speech bubble holding a heart: kind words written.
  kind_words: (
    <>
      <path
        d="M13 15h22a3 3 0 0 1 3 3v11a3 3 0 0 1-3 3H22l-6 5v-5h-3a3 3 0 0 1-3-3V18a3 3 0 0 1 3-3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M24 28.5s-5-3-5-6.2a2.6 2.6 0 0 1 5-1 2.6 2.6 0 0 1 5 1c0 3.2-5 6.2-5 6.2Z"
        fill="currentColor"
      />
    </>
  ),
  // A heart with sparkles: the author was thanked.
  appreciated: (
    <>
      <path
        d="M24 35s-10-6-10-13a5.5 5.5 0 0 1 10-3.2A5.5 5.5 0 0 1 34 22c0 7-10 13-10 13Z"
        fill="currentColor"
      />
      <path d="M35 11l1.2 2.8L39 15l-2.8 1.2L35 19l-1.2-2.8L31 15l2.8-1.2Z" fill="currentColor" />
      <circle cx="12" cy="14" r="1.6" fill="currentColor" />
    </>
  ),
  // A heart held in an open hand: thanks given.
  grateful_heart: (
    <>
      <path
        d="M24 25s-6-3.6-6-7.8a3.2 3.2 0 0 1 6-1.6 3.2 3.2 0 0 1 6 1.6c0 4.2-6 7.8-6 7.8Z"
        fill="currentColor"
      />
      <path
        d="M11 29l5.5-1.6a4 4 0 0 1 2.8.3l4.2 2h5a2 2 0 0 1 0 4h-6M11 36.5h14.5l9.6-5.6a2 2 0 0 0-2-3.4L28.5 30"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  // A sun and its rays: compliments seen.
  ray_of_sunshine: (
    <>
      <circle cx="24" cy="24" r="6.5" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
        <path d="M24 10v4M24 34v4M10 24h4M34 24h4M14.1 14.1l2.8 2.8M31.1 31.1l2.8 2.8M14.1 33.9l2.8-2.8M31.1 16.9l2.8-2.8" />
      </g>
    </>
  ),
  // A lotus of three petals: karma gathered.
  karma: (
    <>
      <path
        d="M24 13c3.5 3.4 5 7 5 10.5S27.3 31 24 33c-3.3-2-5-6-5-9.5S20.5 16.4 24 13Z"
        fill="currentColor"
      />
      <path
        d="M22 33c-4.6.2-9-2.3-10.5-7 3.4-.8 6.6 0 8.8 1.8M26 33c4.6.2 9-2.3 10.5-7-3.4-.8-6.6 0-8.8 1.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M15 37h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
};

export function BadgeArt({
  type,
  level,
  locked = false,
  className,
}: {
  type: BadgeType;
  level: number;
  locked?: boolean;
  className?: string;
}) {
  const tint = TINTS[locked ? 'locked' : badgeLevelVariant(level)];
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-badge-art={type}
      data-locked={locked ? '' : undefined}
      className={cn('size-12 shrink-0', tint.emblem, className)}
    >
      <circle cx="24" cy="24" r="21.5" className={cn(tint.face, tint.rim)} strokeWidth="3" />
      <circle
        cx="24"
        cy="24"
        r="17.5"
        fill="none"
        className={tint.rim}
        strokeWidth="1"
        strokeDasharray="2 3"
        opacity="0.7"
      />
      {EMBLEMS[type]}
    </svg>
  );
}
