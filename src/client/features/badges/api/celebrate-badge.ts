// POST /api/badges/{id}/celebrate: the badge's celebration was shown; it is never shown again
// (PRODUCT 15.2).
import { useMutation } from '@tanstack/react-query';
import type { Badge } from '../../../../contract/badges';
import { apiFetchAs } from '../../../lib/api-client';

// No body: the id in the path says everything.
function celebrateBadge(id: string) {
  return apiFetchAs<Badge>(`/api/badges/${encodeURIComponent(id)}/celebrate`, { method: 'POST' });
}

export function useCelebrateBadge() {
  return useMutation({
    mutationFn: celebrateBadge,
    // Nothing to tell the member on failure: the celebration was seen, and if the mark did not
    // reach the server the badge is simply celebrated again next time.
  });
}
