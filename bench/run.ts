// `npm run bench`: the project's benchmarks, on the PostgreSQL server named by BENCH_DATABASE_URL
// (or TEST_DATABASE_URL); each creates its own databases there and drops them afterwards.
import { runRandomComplimentBench } from './random-compliment.bench';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server URL, e.g. postgres://root@127.0.0.1:5432/test',
  );
  process.exit(1);
}

await runRandomComplimentBench({ serverUrl });
process.exit(0);
