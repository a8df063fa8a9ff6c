import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { MIGRATIONS } from '../../migrations';
import { engineOf, postgresColumnTypes } from './dialect';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

function migratorFor(db: Kysely<any>): Migrator {
  // Areas are built in parallel and may land out of number order; each migration runs once.
  // On PostgreSQL the migrations' `integer` and `real` become bigint and double precision (dialect.ts).
  const target = engineOf(db) === 'postgres' ? db.withPlugin(postgresColumnTypes) : db;
  return new Migrator({ db: target, provider, allowUnorderedMigrations: true });
}

/** Brings the database to the newest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateDown(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await migratorFor(db).migrateDown();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((r) => r.migrationName);
}
