// Badge level colours (PRODUCT 6): 1 amber, 2 slate, 3 yellow, any other level the primary colour.
export type BadgeLevelVariant = 'amber' | 'slate' | 'yellow' | 'default';

export function badgeLevelVariant(level: number): BadgeLevelVariant {
  if (level === 1) return 'amber';
  if (level === 2) return 'slate';
  if (level === 3) return 'yellow';
  return 'default';
}

/** The round medal behind a badge's icon, in the same colour family as its level pill. */
export const BADGE_MEDAL_CLASSES: Record<BadgeLevelVariant, string> = {
  amber:
    'bg-amber-100 text-amber-700 ring-amber-300 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-800',
  slate:
    'bg-slate-200 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  yellow:
    'bg-yellow-100 text-yellow-700 ring-yellow-300 dark:bg-yellow-950 dark:text-yellow-300 dark:ring-yellow-800',
  default: 'bg-primary text-primary-foreground ring-primary/40',
};
