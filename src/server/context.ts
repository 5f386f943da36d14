// What every feature needs from the app: configuration, database, limits, mail, background work,
// and the per-instance state of the hot reads (the session reads, the random pick, the active
// images, the ad picks and the promotion picks), each made once by buildApp.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { BackgroundTasks } from './background';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Limiters } from './limiters';
import type { Mailer } from './features/mail/mail.service';
import type { PasswordHasher } from './features/auth/passwords';
import type { SessionReader } from './features/auth/session.service';
import type { AdPicks } from './features/ads/ad-picks.service';
import type { PromotionPicks } from './features/promotions/promotion-picks.service';
import type { RandomPicker } from './features/compliments/random-pick';
import type { ActiveImages } from './features/images/images.service';
import type { CardDrawer } from './features/sharing/card-drawer';
import type { CardQueue } from './features/sharing/card-queue';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  redis: Redis | undefined;
  limiters: Limiters;
  /** Argon2 hashing and checks, capped per process. */
  passwords: PasswordHasher;
  mailer: Mailer;
  /** Share previews waiting for their drawing, and the thread that draws them. */
  cardQueue: CardQueue;
  cardDrawer: CardDrawer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Reads the sessions of the requests of one event-loop turn together. */
  sessionReader: SessionReader;
  /** The random pick's pool and its group-committed deliveries (DECISIONS 14). */
  picker: RandomPicker;
  /** The active images, read at most once a second. */
  activeImages: ActiveImages;
  /** Each ad category's switched-on ads, read at most once a second (DECISIONS 46). */
  adPicks: AdPicks;
  /** The switched-on, unexpired promotions, read at most once a second (DECISIONS 46). */
  promotionPicks: PromotionPicks;
  /**
   * Set when the process has been asked to stop and waits SHUTDOWN_DELAY_MS before it closes:
   * /readyz then says so while every other request is still served (DECISIONS 62).
   */
  readiness: { leaving: boolean };
}
