// `npm run rekey`, in production `node dist/server/rekey.js`: re-seals every two-factor secret
// under the current key of ENCRYPTION_KEYS on the configured database and prints what it did
// (DECISIONS 67, docs/DEPLOY.md). On the embedded database, run it while the server is stopped:
// a PGlite folder belongs to one process.
import { ConfigError, loadConfig } from './config';
import { databaseOptions, openDatabase } from './db/client';
import { rekeyReport, resealTwoFactorSecrets } from './features/identity/two-factor/rekey.service';

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
const database = await openDatabase(databaseOptions(config));
try {
  console.log(rekeyReport(await resealTwoFactorSecrets(database.db, config)));
} catch (error) {
  console.error('Re-sealing failed; every secret not yet re-sealed is as it was:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
