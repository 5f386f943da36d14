// The steps an instance takes before it serves: migrations, the look-alike keys of names chosen
// before there were any, the configured admin, and the team account with the demo content.
import type { AppContext } from './context';
import { seedDemoContent } from './db/seed/demo-content';
import { fillUsernameSkeletons } from './features/identity/auth/auth.service';
import { ensureAdmin } from './features/identity/auth/start-up-accounts.service';

/**
 * Run by buildApp itself rather than as a plugin: migrations, and waiting for another instance's,
 * may take longer than Fastify allows a plugin to load.
 */
export async function startUp(ctx: AppContext, { migrate }: { migrate: boolean }): Promise<void> {
  const steps = async () => {
    if (migrate) {
      await ctx.database.migrate();
      // Names chosen before look-alike keys existed get theirs once the column is there.
      await fillUsernameSkeletons(ctx);
    }
    if (ctx.config.admin) await ensureAdmin(ctx, ctx.config.admin);
    await seedDemoContent(ctx);
  };
  // Instances started together on one database take these steps one after another: the first
  // migrates and adds the demo content, the others find both done (DECISIONS 56). An app built on
  // a database migrated beforehand (the tests') has nobody to wait for.
  if (migrate) await ctx.database.alone(steps);
  else await steps();
}
