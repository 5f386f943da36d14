import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PICK_OWN_LANGUAGE_MIN } from '../../../contract/constants';
import {
  buildNotificationApp,
  member,
  pushesTo,
  setClock,
  subscribe,
  type NotificationApp,
  type Subscribed,
} from '../../../../test/helpers/notifications';
import { startPushService, type StandInPushService } from '../../../../test/helpers/push-service';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db';
import { DAILY_BODY_MAX, dailyBody } from './push-texts';

// PRODUCT 20.3, DECISIONS 77: the daily compliment comes at the hour the member chose on the
// device's own clock, daylight saving time included, once a day however often the check runs, in
// the member's language. The checks run on the app's movable clock.

let testDb: TestDatabase;
let service: StandInPushService;
let t: NotificationApp;
const spanish: string[] = [];
const english: string[] = [];

beforeAll(async () => {
  service = await startPushService();
  testDb = await createTestDatabase();
  t = await buildNotificationApp(testDb.database, service);
  // Enough of each language for a reader to be served their own (PRODUCT 13).
  for (let n = 1; n <= PICK_OWN_LANGUAGE_MIN; n++) {
    spanish.push(`Tu risa número ${n} ilumina cualquier habitación en la que entras`);
    english.push(`Your laugh number ${n} lights up any room you walk into`);
  }
  await t.ctx.database.rows(sql`
    insert into compliments (text, is_visible, language)
    select text, true, language from unnest(
      string_to_array(${[...spanish, ...english].join('|')}, '|'),
      string_to_array(${[...spanish.map(() => 'es'), ...english.map(() => 'en')].join('|')}, '|')
    ) as c(text, language)`);
});
afterEach(() => t.clock.reset());
afterAll(async () => {
  await t.close();
  await testDb.drop();
  await service.close();
});

/** A new member's device in `timeZone` with the daily compliment at `dailyHour`. */
async function dailyDevice(timeZone: string, dailyHour = 9, locale?: string): Promise<Subscribed> {
  const owner = await member(t.app, locale);
  return subscribe(t, service, owner, timeZone, { daily: true, dailyHour, thanks: false });
}

/**
 * Runs the daily check with the clock at `at`, waits for what it queued to be sent, and answers
 * how many daily pushes each device has had so far (other tests' devices are due at times too).
 */
async function checkAt(at: string, ...devices: Subscribed[]): Promise<number[]> {
  setClock(t.clock, new Date(at));
  await t.app.notifications.runDailyCheck();
  await t.app.notifications.drained();
  return devices.map((device) => pushesTo(service, device.endpoint).length);
}

describe('the daily compliment', () => {
  it('comes at 09:00 on each device’s own clock, not at 08:59, once that day however often the check runs', async () => {
    const madrid = await dailyDevice('Europe/Madrid', 9, 'es');
    const newYork = await dailyDevice('America/New_York');
    const both = [madrid, newYork];

    // 12 January 2027: Madrid is UTC+1, New York UTC-5.
    expect(await checkAt('2027-01-12T07:59:00Z', ...both)).toEqual([0, 0]);
    expect(await checkAt('2027-01-12T08:00:00Z', ...both)).toEqual([1, 0]);
    expect(await checkAt('2027-01-12T08:00:30Z', ...both)).toEqual([1, 0]);
    expect(await checkAt('2027-01-12T08:59:59Z', ...both)).toEqual([1, 0]);
    expect(await checkAt('2027-01-12T13:59:00Z', ...both)).toEqual([1, 0]);
    expect(await checkAt('2027-01-12T14:00:00Z', ...both)).toEqual([1, 1]);
    expect(await checkAt('2027-01-12T14:20:00Z', ...both)).toEqual([1, 1]);
    // The next day each comes again.
    expect(await checkAt('2027-01-13T08:00:00Z', ...both)).toEqual([2, 1]);
  });

  it('is a compliment in the member’s language, opening the home page', async () => {
    const madrid = await dailyDevice('Europe/Madrid', 10, 'es');
    const newYork = await dailyDevice('America/New_York', 10);
    expect(await checkAt('2027-02-02T09:00:00Z', madrid, newYork)).toEqual([1, 0]);
    expect(await checkAt('2027-02-02T15:00:00Z', madrid, newYork)).toEqual([1, 1]);

    const [toMadrid] = pushesTo(service, madrid.endpoint);
    expect(toMadrid?.payload).toEqual({
      title: 'Unas palabras amables para ti',
      body: expect.any(String),
      url: '/',
      tag: 'daily',
    });
    expect(spanish).toContain((toMadrid?.payload as { body: string }).body);
    const [toNewYork] = pushesTo(service, newYork.endpoint);
    expect(toNewYork?.payload).toMatchObject({ title: 'A kind word for you', url: '/' });
    expect(english).toContain((toNewYork?.payload as { body: string }).body);
  });

  it('keeps to 09:00 in Madrid across the change to summer time (the UTC instant an hour earlier)', async () => {
    const madrid = await dailyDevice('Europe/Madrid');
    // Saturday 27 March 2027, still UTC+1: 09:00 is 08:00 UTC.
    expect(await checkAt('2027-03-27T07:00:00Z', madrid)).toEqual([0]);
    expect(await checkAt('2027-03-27T08:00:00Z', madrid)).toEqual([1]);
    // Sunday 28 March, UTC+2 from 02:00: 08:59 there is 06:59 UTC, 09:00 is 07:00 UTC.
    expect(await checkAt('2027-03-28T06:59:00Z', madrid)).toEqual([1]);
    expect(await checkAt('2027-03-28T07:00:00Z', madrid)).toEqual([2]);
    expect(await checkAt('2027-03-28T08:00:00Z', madrid)).toEqual([2]);
  });

  it('keeps to 09:00 in New York across the change back to standard time (an hour later)', async () => {
    const newYork = await dailyDevice('America/New_York');
    // Saturday 6 November 2027, UTC-4: 09:00 is 13:00 UTC.
    expect(await checkAt('2027-11-06T13:00:00Z', newYork)).toEqual([1]);
    // Sunday 7 November, UTC-5 from 02:00: 13:00 UTC is 08:00 there, 09:00 is 14:00 UTC.
    expect(await checkAt('2027-11-07T13:00:00Z', newYork)).toEqual([1]);
    expect(await checkAt('2027-11-07T13:59:00Z', newYork)).toEqual([1]);
    expect(await checkAt('2027-11-07T14:00:00Z', newYork)).toEqual([2]);
  });

  it('comes at the first hour after the jump when summer time skips the chosen hour', async () => {
    const madrid = await dailyDevice('Europe/Madrid', 2);
    // 28 March 2027: 01:59 CET is followed by 03:00 CEST (01:00 UTC).
    expect(await checkAt('2027-03-28T00:59:00Z', madrid)).toEqual([0]);
    expect(await checkAt('2027-03-28T01:00:00Z', madrid)).toEqual([1]);
    expect(await checkAt('2027-03-28T01:30:00Z', madrid)).toEqual([1]);
  });
});

describe('the daily compliment’s body', () => {
  it('is the compliment whole when it fits, else cut at a word with an ellipsis', () => {
    expect(dailyBody('You make mornings brighter')).toBe('You make mornings brighter');
    const long = `${'Your kindness on the hardest days '.repeat(6)}is a gift to everyone who knows you`;
    const body = dailyBody(long);
    expect(Array.from(body).length).toBeLessThanOrEqual(DAILY_BODY_MAX);
    expect(body).toMatch(/ days…$|[a-z]…$/);
    expect(long.startsWith(body.slice(0, -1))).toBe(true);
    expect(body.at(-2)).not.toBe(' ');
    // A character outside the basic plane is never split in two.
    expect(dailyBody(`${'😊'.repeat(200)}`)).toBe(`${'😊'.repeat(DAILY_BODY_MAX - 1)}…`);
  });
});
