import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, Migrator, type Kysely } from 'kysely';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

function migratorFor(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
  });
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
