// Which devices a notification goes to, and when (PRODUCT 20.3, DECISIONS 77). Reads the push
// feature's `push_subscriptions`, and writes only its `daily_sent_on`, the day's claim of the daily
// compliment. Every local hour is worked out by PostgreSQL from the app clock's instant, never
// from the database's `now()`, so the tests' movable clock moves it too.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { PreparedQuery } from '../../db/client';

/** Whether any device is subscribed: until one is, the queue need not run. */
export async function anyPushDevice(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.database.prepared<{ found: boolean }>(
    'select exists (select 1 from push_subscriptions) as found',
    [],
  );
  return row?.found === true;
}

/** A notification kind a member turns on per device. */
export type EventKind = 'thanks' | 'badges';

export interface DeviceToNotify {
  id: number;
  /** Seconds until the device's quiet hours end; 0 outside them. */
  holdSeconds: number;
}

/**
 * The member's devices with `kind` on, each with how long its quiet hours hold a notification
 * due at `at`. Quiet hours run from quiet_start:00 to quiet_end:00 local time, across midnight
 * when start > end; the hold ends at the next quiet_end:00 on the device's clock (an hour that a
 * change to summer time skips is read as the first hour after it).
 */
export async function devicesToNotify(
  ctx: AppContext,
  userId: number,
  kind: EventKind,
  at: Date,
): Promise<DeviceToNotify[]> {
  const switchedOn = kind === 'thanks' ? sql`thanks` : sql`badges`;
  const instant = at.toISOString();
  let rows: { id: number; hold_seconds: number | string }[];
  try {
    rows = await ctx.database.rows(sql`
      with local as (
        select id, quiet_start, quiet_end, time_zone,
          ${instant}::timestamptz at time zone time_zone as clock
        from push_subscriptions
        where user_id = ${userId} and ${switchedOn}
      )
      select id,
        case
          when quiet_start is null then 0
          when (quiet_start < quiet_end
                  and extract(hour from clock) >= quiet_start and extract(hour from clock) < quiet_end)
            or (quiet_start > quiet_end
                  and (extract(hour from clock) >= quiet_start or extract(hour from clock) < quiet_end))
          then ceil(extract(epoch from (
            (date_trunc('day', clock) + make_interval(hours => quiet_end::int)
              + case when extract(hour from clock) >= quiet_end then interval '1 day'
                     else interval '0' end)
            at time zone time_zone) - ${instant}::timestamptz))
          else 0
        end as hold_seconds
      from local
      order by id`);
  } catch (error) {
    // A time zone the database does not know (see isDatabaseTimeZone): the member's devices get
    // the notification now rather than never.
    ctx.log.warn({ err: error, userId }, 'quiet hours not worked out; sending without them');
    rows = await ctx.database.rows(sql`
      select id, 0 as hold_seconds from push_subscriptions
      where user_id = ${userId} and ${switchedOn} order by id`);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    holdSeconds: Math.max(0, Number(row.hold_seconds)),
  }));
}

/**
 * Claims up to `limit` devices due their daily compliment at `$1`, after the id `$4`: on, and the
 * instant is within the hour that starts at daily_hour:00 of the device's local date (on the day
 * summer time skips that hour, the hour after the jump), and not yet claimed for that local date.
 * The claim stamps the local date in `daily_sent_on`; rows are locked as picked and others' locked
 * rows skipped, and a row stamped meanwhile no longer matches, so no two checks claim a device
 * twice in a day. The daily hour is sent even inside quiet hours: the member chose it (DECISIONS
 * 77). `$3` lists the time zones PostgreSQL knows, comma-separated.
 *
 * The due hours are worked out once per zone (24 a zone), not per device, and the devices found
 * by zone and hour in id order from `$4`, so a check of many due devices reads each of them once
 * rather than every device for every batch.
 */
const CLAIM_DUE_DAILY = `
  with zones as (
    select zone, ($1::timestamptz at time zone zone)::date as local_date
    from unnest(string_to_array($3, ',')) as zone
  ),
  due_hours as (
    select z.zone, z.local_date, h.hour
    from zones z cross join generate_series(0, 23) as h(hour)
    where $1::timestamptz >= (z.local_date + make_interval(hours => h.hour)) at time zone z.zone
      and $1::timestamptz < (z.local_date + make_interval(hours => h.hour)) at time zone z.zone
                            + interval '1 hour'
  ),
  due as (
    select p.id, d.local_date from push_subscriptions p
    join due_hours d on d.zone = p.time_zone and d.hour = p.daily_hour
    where p.daily and p.id > $4::int
      and (p.daily_sent_on is null or p.daily_sent_on < d.local_date)
    order by p.id
    limit $2::int
    for update of p skip locked
  )
  update push_subscriptions p
  set daily_sent_on = due.local_date
  from due
  where p.id = due.id
    and (p.daily_sent_on is null or p.daily_sent_on < due.local_date)
  returning p.id`;

/**
 * Claims due devices in the caller's transaction (runDailyCheck adds their jobs to it), among
 * those whose time zone is one of `zones` (IANA names have no commas) and whose id is above
 * `after`; answers their ids, ascending.
 */
export async function claimDueDaily(
  run: PreparedQuery,
  at: Date,
  limit: number,
  zones: string[],
  after: number,
): Promise<number[]> {
  const rows = await run<{ id: number }>(CLAIM_DUE_DAILY, [
    at.toISOString(),
    limit,
    zones.join(','),
    after,
  ]);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** The time zones of the devices that get a daily compliment. */
export async function dailyTimeZones(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.database.prepared<{ time_zone: string }>(
    'select distinct time_zone from push_subscriptions where daily',
    [],
  );
  return rows.map((row) => row.time_zone);
}

/**
 * Whether PostgreSQL knows the zone. The API checks a device's zone with the runtime's own list,
 * which names a few that PostgreSQL's does not (US/Pacific-New): one such row must not fail the
 * claim of every other device, so the claim names only the zones known here.
 */
export async function isDatabaseTimeZone(ctx: AppContext, zone: string): Promise<boolean> {
  try {
    await ctx.database.prepared('select now() at time zone $1::text', [zone]);
    return true;
  } catch {
    return false;
  }
}

export interface PushDevice {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The member's saved language (users.locale); null: English. */
  locale: string | null;
}

/** The devices still subscribed among `ids`, with their member's language; a removed one is absent. */
export async function pushDevices(
  ctx: AppContext,
  ids: number[],
): Promise<Map<number, PushDevice>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.database.prepared<{
    id: number;
    user_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    locale: string | null;
  }>(
    `select p.id, p.user_id, p.endpoint, p.p256dh, p.auth, u.locale
     from push_subscriptions p join users u on u.id = p.user_id
     where p.id = any(string_to_array($1, ',')::int[])`,
    [ids.join(',')],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        userId: Number(row.user_id),
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        locale: row.locale,
      },
    ]),
  );
}

/**
 * Which of the (member, compliment) pairs the member reported: a daily pick they reported is
 * drawn again. Read-only, as the random pick's own statements leave reported ones out.
 */
export async function reportedPairs(
  ctx: AppContext,
  pairs: { userId: number; complimentId: number }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await ctx.database.prepared<{ reporter_id: number; compliment_id: number }>(
    `select r.reporter_id, r.compliment_id
     from reports r
     join unnest(string_to_array($1, ',')::int[], string_to_array($2, ',')::int[])
       as p(user_id, compliment_id)
       on r.reporter_id = p.user_id and r.compliment_id = p.compliment_id`,
    [pairs.map((pair) => pair.userId).join(','), pairs.map((pair) => pair.complimentId).join(',')],
  );
  return new Set(rows.map((row) => `${row.reporter_id}:${row.compliment_id}`));
}
