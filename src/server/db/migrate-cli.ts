// `npm run db:migrate`: applies the migrations to the configured database and exits.
import { loadConfig } from '../config';
import { databaseOptions, openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
