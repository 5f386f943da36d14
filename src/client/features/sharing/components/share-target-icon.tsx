// A small mark in each network's colour beside its name, so the list is quick to scan. The brand
// colours are deepened where needed so the white letters keep a 4.5:1 contrast (WCAG AA).
import { cn } from '../../../lib/cn';
import type { ShareTargetId } from '../share-links';

const MARKS: Record<ShareTargetId, { letters: string; className: string }> = {
  facebook: { letters: 'f', className: 'bg-[#0d6fed]' },
  twitter: { letters: 't', className: 'bg-[#0d78c0]' },
  linkedin: { letters: 'in', className: 'bg-[#0a66c2]' },
  whatsapp: { letters: 'w', className: 'bg-[#118376]' },
  telegram: { letters: 'tg', className: 'bg-[#1b7cab]' },
  reddit: { letters: 'r', className: 'bg-[#d63a00]' },
  pinterest: { letters: 'p', className: 'bg-[#e60023]' },
  instagram: {
    letters: 'ig',
    className: 'bg-gradient-to-tr from-[#ba5809] via-[#dc2377] to-[#8134af]',
  },
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
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-md text-[11px] leading-none font-bold text-white lowercase',
        mark.className,
        className,
      )}
    >
      {mark.letters}
    </span>
  );
}
