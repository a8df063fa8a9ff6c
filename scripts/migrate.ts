// `npm run migrate` (or `npm run migrate -- down` to undo the newest migration).
import { loadConfig } from '../src-server/config';
import { openDatabase } from '../src-server/db/connection';
import { migrateDown, migrateToLatest } from '../src-server/db/migrate';

const db = openDatabase(loadConfig());
try {
  const names = process.argv[2] === 'down' ? await migrateDown(db) : await migrateToLatest(db);
  console.log(names.length ? `migrations: ${names.join(', ')}` : 'database is up to date');
} finally {
  await db.destroy();
}
