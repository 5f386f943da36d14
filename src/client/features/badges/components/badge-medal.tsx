// The round emblem of a badge, coloured by its level, shown beside its name.
import { Award } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { BADGE_MEDAL_CLASSES, badgeLevelVariant } from '../badge-level';

export function BadgeMedal({ level, className }: { level: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-full ring-4',
        BADGE_MEDAL_CLASSES[badgeLevelVariant(level)],
        className,
      )}
    >
      <Award className="size-6" />
    </span>
  );
}
