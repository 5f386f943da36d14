// A badge's tier as a coloured pill (Bronze amber, Silver slate, Gold yellow).
import { Medal } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { badgeLevelVariant } from '../badge-level';

/** `tier` is the tier's name in the page's language. */
export function BadgeLevelPill({ level, tier }: { level: number; tier: string }) {
  return (
    <Badge variant={badgeLevelVariant(level)} data-level={level}>
      <Medal aria-hidden="true" />
      {tier}
    </Badge>
  );
}
