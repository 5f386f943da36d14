// The badge celebrations with the share targets of their Share badge button: one lazy chunk that
// only a signed-in member's page loads (PRODUCT 15.2, DECISIONS 17).
import { useEffect } from 'react';
import { BadgeCelebrations } from '../features/badges/components/badge-celebration';
import { ShareTargetGrid } from '../features/sharing/components/share-target-grid';
import { markKindMoment } from '../lib/kind-moment';

export function MemberCelebrations() {
  // A badge to celebrate is a kind moment: the app may be offered for the home screen once the
  // celebration's dialog has closed over it (DECISIONS 75).
  useEffect(markKindMoment, []);
  return <BadgeCelebrations renderShareTargets={(share) => <ShareTargetGrid {...share} />} />;
}
