// `npm run seed`: fill an empty database with the demo data (a database with users is left alone).
import { loadConfig } from '../src-server/config';
import { openSqlite } from '../src-server/db/connection';
import { migrateToLatest } from '../src-server/db/migrate';
import { seedDemo } from '../src-server/seed/demo';

const db = openSqlite(loadConfig().databaseFile);
try {
  await migrateToLatest(db);
  console.log((await seedDemo(db)) ? 'demo data seeded' : 'database already has users: nothing seeded');
} finally {
  await db.destroy();
}
