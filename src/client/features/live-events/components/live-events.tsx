// The member's live events, as a component the app mounts once for a signed-in member, from a lazy
// chunk of its own (with its texts): the first load stays as it was (DECISIONS 69, 78).
import { useMessages } from '../../../lib/i18n';
import { liveEventsCatalog } from '../live-events-messages';
import { useLiveEvents } from '../use-live-events';

export function LiveEvents() {
  useLiveEvents(useMessages(liveEventsCatalog));
  return null;
}
