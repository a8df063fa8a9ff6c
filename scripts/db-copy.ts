// `npm run db:copy -- --from ./data/app.db --to postgres://user:pass@host:5432/db`: copies a SQLite
// database into a new PostgreSQL database (src-server/db/copy.ts). Files under DATA_DIR are not
// touched: point the PostgreSQL instances at the same DATA_DIR (docs/deploy.md).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { isPostgresUrl, openPostgres, openSqlite } from '../src-server/db/connection';
import { copyDatabase } from '../src-server/db/copy';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (!values.from || !values.to) {
  console.error('usage: npm run db:copy -- --from ./data/app.db --to postgres://user:pass@host:5432/db');
  process.exit(2);
}
if (!fs.existsSync(values.from)) {
  console.error(`no SQLite database at ${values.from}`);
  process.exit(2);
}
if (!isPostgresUrl(values.to)) {
  console.error('--to must be a postgres:// address');
  process.exit(2);
}
const source = openSqlite(values.from);
const target = openPostgres(values.to, { poolSize: 2 });
try {
  const report = await copyDatabase(source, target, (line) => console.log(line));
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`copied ${report.tables.length} tables, ${rows} rows; row counts, ledger sums and counters agree`);
} catch (error) {
  console.error(`db:copy failed, nothing was written: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await source.destroy();
  await target.destroy();
}
