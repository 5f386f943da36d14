import { describe, expect, it } from 'vitest';
import { UpdateProfileBodySchema } from './auth';
import { USERNAME_MESSAGES } from './username-messages';

// The profile and register forms run the same schema as the API, so a member sees why a name is
// refused before sending it (PRODUCT 11.1, SECURITY V10); look-alikes need the server's data.

const messagesOf = (username: string) => {
  const result = UpdateProfileBodySchema.safeParse({ username });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the username schema the forms share', () => {
  it.each([
    ['Kindly \u0001 Team', USERNAME_MESSAGES.invisible],
    ['Kindly Team\u200d', USERNAME_MESSAGES.invisible],
    ['\u3164\u3164', USERNAME_MESSAGES.invisible],
    ['\u2800\u2800', USERNAME_MESSAGES.symbol],
    ['\ufdfd'.repeat(30), USERNAME_MESSAGES.symbol],
    ['\ufdfa\ufdfa', USERNAME_MESSAGES.tooLong],
    [`a${'\u0336'.repeat(4)}b`, USERNAME_MESSAGES.marks],
  ])('refuses %j with its one message', (username, message) => {
    expect(messagesOf(username)).toEqual([message]);
  });

  it('keeps names that need joiners, emoji selectors or a few marks', () => {
    for (const username of ['نیک\u200cنام', 'सत्\u200dय', 'Sunny \u2764\ufe0f', 'Nguyễn Thị Ánh']) {
      expect(messagesOf(username), username).toEqual([]);
    }
  });
});
