// The admin screens' labels kept beside the contract's English (reasons, actions) read as the
// contract writes them, and the moderation texts filled in English read as before.
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS } from '../../contract/audit';
import {
  HELD_REASON_LABELS,
  MODERATION_ACTION_LABELS,
  REPORT_REASON_LABELS,
  WATCHED_WORD_ACTION_LABELS,
} from '../../contract/moderation';
import { MODERATION_MESSAGES } from '../../contract/moderation-messages';
import { auditActionLabels, auditLogCatalog } from '../features/audit/audit-log-messages';
import {
  HELD_REASON_KEYS,
  labelsOf,
  MODERATION_ACTION_KEYS,
  moderationPanelCatalog,
  WATCHED_WORD_ACTION_KEYS,
} from '../features/moderation/moderation-panel-messages';
import { reportCatalog, reportReasonLabels } from '../features/moderation/report-messages';

describe('the admin catalogs beside the contract', () => {
  it("names the reasons and actions as the contract's English does", () => {
    expect(reportReasonLabels(reportCatalog.en)).toEqual(REPORT_REASON_LABELS);
    expect(labelsOf(HELD_REASON_KEYS, moderationPanelCatalog.en)).toEqual(HELD_REASON_LABELS);
    expect(labelsOf(WATCHED_WORD_ACTION_KEYS, moderationPanelCatalog.en)).toEqual(
      WATCHED_WORD_ACTION_LABELS,
    );
    expect(labelsOf(MODERATION_ACTION_KEYS, moderationPanelCatalog.en)).toEqual(
      MODERATION_ACTION_LABELS,
    );
    expect(auditActionLabels(auditLogCatalog.en)).toEqual(AUDIT_ACTION_LABELS);
  });

  it('fills the moderation texts about someone in English as before', () => {
    expect(MODERATION_MESSAGES.suspendedUntil('12 Mar 2027, 09:30')).toBe(
      'Your account is suspended until 12 Mar 2027, 09:30',
    );
    expect(MODERATION_MESSAGES.removedMessage('You shine {bright}', 'Sarcastic')).toBe(
      'Your compliment "You shine {bright}" was removed by a moderator. Reason: Sarcastic',
    );
    expect(MODERATION_MESSAGES.watchedWordWarning('miracle cure')).toBe(
      'Contains the watched word "miracle cure"',
    );
  });
});
