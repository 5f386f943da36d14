// `npm run db:seed`: adds the demo content to the configured database when it has no compliments yet.
import { loadConfig } from '../../config';
import { databaseOptions, openDatabase } from '../client';
import { DEMO_COMPLIMENTS } from './demo-compliments';
import { DEMO_IMAGES, DEMO_PROMOTIONS, seedDemoContent } from './demo-content';

// Asking for the seed is the consent: DEMO_CONTENT and NODE_ENV do not veto it here.
const config = { ...loadConfig(), demoContent: 'on' as const };
const database = await openDatabase(databaseOptions(config));
try {
  await database.migrate();
  const seeded = await seedDemoContent({
    config,
    db: database.db,
    now: config.now,
    log: { info: () => {}, warn: (_fields, message) => console.warn(message) },
  });
  console.log(
    seeded
      ? `Demo content added (${database.kind}): ${DEMO_COMPLIMENTS.length} compliments, ` +
          `${DEMO_IMAGES.length} inspirational images, 1 homepage ad, ${DEMO_PROMOTIONS.length} promotions.`
      : `Nothing added (${database.kind}): the database already has compliments.`,
  );
} catch (error) {
  console.error('Seeding failed, nothing was added:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
