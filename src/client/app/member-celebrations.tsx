// The badge celebrations with the share targets of their Share badge button: one lazy chunk that
// only a signed-in member's page loads (PRODUCT 15.2, DECISIONS 17).
import { BadgeCelebrations } from '../features/badges/components/badge-celebration';
import { ShareTargetGrid } from '../features/sharing/components/share-target-grid';

export function MemberCelebrations() {
  return <BadgeCelebrations renderShareTargets={(share) => <ShareTargetGrid {...share} />} />;
}
