// What saving, deleting and switching an ad or a promotion tells the admin (PRODUCT 17, 18), as
// the mutations' meta: the same words for both kinds, but for the save failures PRODUCT words
// differently (`Failed to create ad`, `Failed to update ad`, `Failed to create or update
// promotion`). A save that went through also names the watched words its texts contain. The
// texts are read when the mutation hook is, by which time its screen has loaded the catalog.
import { messagesOf } from '../../lib/i18n';
import { feedback } from '../../lib/mutation-feedback';
import { warningsOf } from '../../lib/save-warnings';
import { kindTexts, type CampaignKind } from './campaign-kind';
import { campaignCatalog } from './campaign-messages';

type Saved = { warnings?: string[] };

export function campaignFeedback(kind: CampaignKind) {
  const messages = messagesOf(campaignCatalog);
  const text = kindTexts(messages, kind);
  const saved = (done: string, failed: string) =>
    feedback<Saved>({
      success: (answer) => ({ title: done, description: warningsOf(answer) }),
      failure: { title: failed },
    });
  return {
    created: saved(text('Created'), text('CreateFailed')),
    updated: saved(text('Updated'), text('UpdateFailed')),
    deleted: feedback({
      success: { title: text('Deleted') },
      failure: { title: text('DeleteFailed') },
    }),
    statusChanged: feedback({
      success: { title: text('StatusUpdated') },
      failure: { title: text('StatusFailed') },
    }),
  };
}
