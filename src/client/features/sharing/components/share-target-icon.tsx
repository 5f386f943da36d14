// A small mark in each network's colour beside its name, so the list is quick to scan.
import { cn } from '../../../lib/cn';
import type { ShareTargetId } from '../share-links';

const MARKS: Record<ShareTargetId, { letters: string; className: string }> = {
  facebook: { letters: 'f', className: 'bg-[#1877f2]' },
  twitter: { letters: 't', className: 'bg-[#1d9bf0]' },
  linkedin: { letters: 'in', className: 'bg-[#0a66c2]' },
  whatsapp: { letters: 'w', className: 'bg-[#128c7e]' },
  telegram: { letters: 'tg', className: 'bg-[#229ed9]' },
  reddit: { letters: 'r', className: 'bg-[#ff4500]' },
  pinterest: { letters: 'p', className: 'bg-[#e60023]' },
  instagram: {
    letters: 'ig',
    className: 'bg-gradient-to-tr from-[#f58529] via-[#dd2a7b] to-[#8134af]',
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
