import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { newId, nowIso } from '../../ids';

/**
 * A coffenet account always has its cafe, active at once (DOMAIN.md §1). The cafe starts
 * named after the account; the manager renames it on the cafe profile page.
 */
export async function createCafeForOwner(
  db: Kysely<Database>,
  owner: UserRow,
  now: Date = new Date(),
  id: string = newId(),
  /** An admin-made cafe is named, with its address, by the admin (issue 11). */
  details?: { cafeName: string; address: string | null },
) {
  const at = nowIso(now);
  await db
    .insertInto('cafes')
    .values({
      id,
      owner_id: owner.id,
      cafe_name: details?.cafeName ?? owner.name ?? owner.username,
      owner_name: owner.name,
      phone: owner.phone,
      address: details?.address ?? null,
      instagram: null,
      telegram: null,
      whatsapp: null,
      is_active: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
}
