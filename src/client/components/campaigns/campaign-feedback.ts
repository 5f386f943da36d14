// What saving, deleting and switching an ad or a promotion tells the admin (PRODUCT 17, 18), as
// the mutations' meta: the same words for both kinds, but for the save failures PRODUCT words
// differently (`Failed to create ad`, `Failed to update ad`, `Failed to create or update
// promotion`). A save that went through also names the watched words its texts contain.
import { feedback } from '../../lib/mutation-feedback';
import { warningsOf } from '../../lib/save-warnings';
import { campaignWords, type CampaignKind } from './campaign-kind';

type Saved = { warnings?: string[] };

export function campaignFeedback(kind: CampaignKind) {
  const { one, One } = campaignWords(kind);
  const saved = (done: string, failed: string) =>
    feedback<Saved>({
      success: (answer) => ({
        title: `${One} ${done} successfully`,
        description: warningsOf(answer),
      }),
      failure: {
        title: kind === 'ad' ? `Failed to ${failed} ${one}` : `Failed to create or update ${one}`,
      },
    });
  return {
    created: saved('created', 'create'),
    updated: saved('updated', 'update'),
    deleted: feedback({
      success: { title: `${One} deleted successfully` },
      failure: { title: `Failed to delete ${one}` },
    }),
    statusChanged: feedback({
      success: { title: `${One} status updated successfully` },
      failure: { title: `Failed to update ${one} status` },
    }),
  };
}
