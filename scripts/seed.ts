// `npm run seed`: fill an empty database with the demo data (a database with users is left alone).
import { loadConfig } from '../src-server/config';
import { openDatabase } from '../src-server/db/connection';
import { migrateToLatest } from '../src-server/db/migrate';
import path from 'node:path';
import { seedDemo } from '../src-server/seed/demo';
import { diskFileStore } from '../src-server/services/files/file-store';

const config = loadConfig();
const db = openDatabase(config);
try {
  await migrateToLatest(db);
  console.log((await seedDemo(db, diskFileStore(path.join(config.dataDir, 'files')))) ? 'demo data seeded' : 'database already has users: nothing seeded');
} finally {
  await db.destroy();
}
