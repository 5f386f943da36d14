// drizzle-kit reads the schema and writes SQL migrations that run on PGlite and PostgreSQL alike.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
