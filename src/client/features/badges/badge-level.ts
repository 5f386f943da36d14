// Badge level colours (PRODUCT 6): 1 amber, 2 slate, 3 yellow, any other level the primary colour.
export type BadgeLevelVariant = 'amber' | 'slate' | 'yellow' | 'default';

export function badgeLevelVariant(level: number): BadgeLevelVariant {
  if (level === 1) return 'amber';
  if (level === 2) return 'slate';
  if (level === 3) return 'yellow';
  return 'default';
}
