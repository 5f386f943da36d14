// Sends a batch of push jobs (DECISIONS 77): the devices are read in one statement, each daily job
// draws its compliment from the random pick's pools, and each push goes out through the push
// feature's sendPush. A job is done when the push was accepted, when the push service said the
// device is gone (sendPush removed it), or when the device was removed since the job was queued;
// it fails, for pg-boss to retry with backoff, when sendPush throws (unless the endpoint's host is
// no longer allowed: that is logged and not retried).
import type { AppContext } from '../../context';
import type { ServerTranslations } from '../../i18n';
import type { RandomPicker } from '../compliments/random-pick';
import { PushEndpointRefused, sendPush } from '../push/push-delivery';
import type { Agent } from 'node:https';
import type { LoopJob } from './job-loop';
import { pushDevices, reportedPairs, type PushDevice } from './notifications.service';
import { pushLocale, pushPayload, type PushKind } from './push-texts';

/** A push job's data: the device and what to say, no more (the words are made at sending). */
export type PushJobData = { subscriptionId: number } & PushKind;

/** Pushes of one batch sent at once: each waits mostly on the push service and the database. */
const SENDS_IN_FLIGHT = 64;

export interface PushOutcome {
  /** Settled: sent, gone, or nothing left to send. */
  done: string[];
  /** To be retried, with why. */
  failed: { id: string; error: unknown }[];
}

interface Deps {
  ctx: AppContext;
  picker: RandomPicker;
  translations: ServerTranslations;
  /** The queue's kept-alive TLS agent for a configured push service CA (pushAgent). */
  agent?: Agent | undefined;
}

/**
 * A visible compliment for each member's daily push, in their language (or any, when theirs has
 * too few), not their own; one they reported is drawn again by the exact pick, which leaves those
 * out. Null when there is nothing to send.
 */
async function dailyCompliments(
  deps: Deps,
  devices: PushDevice[],
): Promise<Map<number, string | null>> {
  const picks = await Promise.all(
    devices.map(async (device) => {
      const pool = await deps.picker.poolFor(pushLocale(device.locale));
      return { device, pool, entry: await pool.take(device.userId) };
    }),
  );
  const reported = await reportedPairs(
    deps.ctx,
    picks.flatMap(({ device, entry }) =>
      entry ? [{ userId: device.userId, complimentId: entry.id }] : [],
    ),
  );
  const texts = new Map<number, string | null>();
  for (const { device, pool, entry } of picks) {
    const drawn =
      entry && reported.has(`${device.userId}:${entry.id}`)
        ? await pool.exact(device.userId)
        : entry;
    texts.set(device.id, drawn?.text ?? null);
  }
  return texts;
}

/** Sends the batch and says how each job ended; never throws for one job's failure. */
export async function deliverPushJobs(
  deps: Deps,
  jobs: LoopJob<PushJobData>[],
): Promise<PushOutcome> {
  const devices = await pushDevices(
    deps.ctx,
    jobs.map((job) => job.data.subscriptionId),
  );
  const dailyDevices = jobs.flatMap((job) => {
    const device = devices.get(job.data.subscriptionId);
    return job.data.kind === 'daily' && device ? [device] : [];
  });
  const compliments = await dailyCompliments(deps, dailyDevices);
  const outcome: PushOutcome = { done: [], failed: [] };
  let next = 0;
  const sendNext = async (): Promise<void> => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const device = devices.get(job.data.subscriptionId);
      const compliment = compliments.get(job.data.subscriptionId);
      // Removed since queued, or no compliment to send: nothing more to do for this job.
      if (!device || (job.data.kind === 'daily' && !compliment)) {
        outcome.done.push(job.id);
        continue;
      }
      try {
        const payload = await pushPayload(
          deps.translations,
          pushLocale(device.locale),
          job.data,
          compliment ?? undefined,
        );
        await sendPush(deps.ctx, device, payload, { agent: deps.agent });
        outcome.done.push(job.id);
      } catch (error) {
        // A host the configuration no longer allows stays refused however often it is tried.
        if (error instanceof PushEndpointRefused) {
          deps.ctx.log.warn({ err: error, subscriptionId: device.id }, 'push not sent');
          outcome.done.push(job.id);
        } else outcome.failed.push({ id: job.id, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDS_IN_FLIGHT, jobs.length) }, sendNext));
  return outcome;
}
