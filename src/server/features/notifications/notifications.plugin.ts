// What notifications keep per app (DECISIONS 77): the queue of push notifications on pg-boss, fed
// by this instance's live events (a thank, a badge) and by the daily schedule. It starts once the
// app is ready and stops before the database closes: the context, registered first, closes last.
import fp from 'fastify-plugin';
import { NotificationQueue, QUEUE_TIMINGS, type QueueTimings } from './notification-queue';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationQueue;
  }
}

export interface NotificationsOptions {
  /** Shorter polls and retries than QUEUE_TIMINGS (tests). */
  timings?: Partial<QueueTimings> | undefined;
}

export const notificationsPlugin = fp<NotificationsOptions>(
  async (app, { timings }) => {
    const queue = new NotificationQueue(
      { ctx: app.ctx, picker: app.randomPicker, translations: app.translations },
      { ...QUEUE_TIMINGS, ...timings },
    );
    app.decorate('notifications', queue);
    // Only the publishing instance hears its own events, so each is queued once.
    app.liveEvents.onPublished((userId, event) => queue.onLiveEvent(userId, event));
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'notifications', dependencies: ['context', 'locale', 'live-events', 'compliments'] },
);
