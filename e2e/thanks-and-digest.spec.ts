// Journey (issue 13 item 7, PRODUCT 20.1 and 20.2): the author of a thanked compliment finds the
// message in the inbox, turns on the weekly digest on the profile, and unsubscribes from the
// mail's link without logging in; axe finds nothing serious on these screens.
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/server/db/schema/index';
import { thanksMessageBody } from '../src/contract/inbox';
import { getDigestSetting, sendDueDigests } from '../src/server/features/digest/digest.service';
import { submitCompliment } from '../src/server/features/compliments/submission.service';
import { thankCompliment } from '../src/server/features/compliments/thank.service';
import { seriousViolations } from './axe';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ demoContent: 'off' });
});
afterAll(() => e2e.close());

const WIDTHS = [390, 1280] as const;
/** Words, not digits, keep the texts unique: the profanity filter reads digits as leetspeak. */
const WIDTH_WORD = { 390: 'narrow', 1280: 'wide' } as const;

async function latestMailTo(address: string) {
  await e2e.ctx.background.drain();
  const [mail] = await e2e.ctx.db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = lower(${address})`)
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

/** An author with a compliment thanked by `thanks` other members. */
async function thankedAuthor(text: string, thanks: number) {
  const author = await e2e.createMember();
  const submitted = await submitCompliment(e2e.ctx, author.id, text);
  for (let i = 0; i < thanks; i += 1) {
    const thanker = await e2e.createMember();
    await thankCompliment(e2e.ctx, submitted.compliment.id, thanker.id);
  }
  // The badges these earned are taken as celebrated, so no celebration covers the profile.
  await e2e.ctx.database.rows(
    sql`update badges set celebrated_at = now() where user_id = ${author.id}::int`,
  );
  return { author, complimentId: submitted.compliment.id };
}

describe.each(WIDTHS)('thanks and the weekly digest at %i px', (width) => {
  it('shows the thanks in the inbox from Kindly, counting a later thank and unread again', async () => {
    const text = `Your laugh on a ${WIDTH_WORD[width]} screen brightens every single morning for all of us`;
    const { author, complimentId } = await thankedAuthor(text, 1);
    const page = await e2e.newPage({ user: author, width });
    await page.goto('/profile');
    await page.getByRole('tab', { name: /^Messages \(1\), 1 unread$/ }).click();

    const message = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect.poll(() => message.count()).toBe(1);
    const first = thanksMessageBody(text);
    expect(first).toMatch(/…" was thanked$/);
    await expect.poll(() => message.getByText(first, { exact: true }).count()).toBe(1);
    expect(await message.getByText('From Kindly', { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page, `profile messages ${width}`)).toEqual([]);

    await message.getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => message.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);

    const another = await e2e.createMember();
    await thankCompliment(e2e.ctx, complimentId, another.id);
    await page.reload();
    await page.getByRole('tab', { name: /^Messages \(1\), 1 unread$/ }).click();
    await expect
      .poll(() => message.getByText(`${first} 2 times today`, { exact: true }).count())
      .toBe(1);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('turns the digest on from the profile and off from the mailed link, with no log-in', async () => {
    const text = `You make ${WIDTH_WORD[width]} small moments feel like a celebration every day`;
    const { author } = await thankedAuthor(text, 2);
    const page = await e2e.newPage({ user: author, width });
    await page.goto('/profile');

    const digest = page.getByRole('switch', { name: 'Weekly email digest' });
    await expect.poll(() => digest.isEnabled()).toBe(true);
    expect(await digest.getAttribute('aria-checked')).toBe('false');
    await digest.click();
    await expect.poll(() => page.getByText('Weekly digest on').count()).toBeGreaterThan(0);
    expect(await getDigestSetting(e2e.ctx, author.id)).toEqual({ weeklyDigest: true });
    await page.reload();
    await expect.poll(() => digest.getAttribute('aria-checked')).toBe('true');
    expect(await seriousViolations(page, `profile digest ${width}`)).toEqual([]);

    await sendDueDigests(e2e.ctx);
    const mail = await latestMailTo(author.email);
    expect(mail?.subject).toBe('Your compliments were thanked 2 times this week');
    const link = mail?.body.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
    expect(link, 'the digest holds an unsubscribe link').toBeTruthy();

    const guest = await e2e.newPage({ width });
    await guest.goto(link!);
    await expect
      .poll(() =>
        guest.getByRole('heading', { name: 'Unsubscribe from the weekly digest?' }).count(),
      )
      .toBe(1);
    expect(await seriousViolations(guest, `unsubscribe ${width}`)).toEqual([]);
    // Opening the page changes nothing: mail scanners open links too.
    expect(await getDigestSetting(e2e.ctx, author.id)).toEqual({ weeklyDigest: true });
    await guest.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect
      .poll(() => guest.getByText('You are unsubscribed from the weekly digest').count())
      .toBe(1);
    expect(await getDigestSetting(e2e.ctx, author.id)).toEqual({ weeklyDigest: false });
    expect(await seriousViolations(guest, `unsubscribed ${width}`)).toEqual([]);

    // A forged link is refused on the page.
    await guest.goto(`/unsubscribe?token=${author.id}.${'A'.repeat(43)}`);
    await guest.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => guest.getByText('This unsubscribe link is not valid').count()).toBe(1);

    await page.reload();
    await expect.poll(() => digest.getAttribute('aria-checked')).toBe('false');
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 400/])).toEqual([]);
  });
});
