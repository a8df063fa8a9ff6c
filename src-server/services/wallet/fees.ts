import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { MSG } from '@shared/messages';
import type { cafeFeeInput, cafeFeesInput, globalFeeInput } from '@shared/wallet/schemas';
import { cafeFeeResetMessage, cafeFeeSavedMessage, WALLET_MSG } from '@shared/wallet/messages';
import { FEE_SCALE, feeToPpm, ppmToFee } from '@shared/wallet/transactions';
import type { DB } from '../../db/connection';
import type { Database, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { nowIso } from '../../ids';
import { recordAudit } from '../audit/log';
import { containsPattern, likeContains } from '../lists/search-text';

/**
 * Platform fees (DOMAIN.md §3): a global fee and an optional fee per cafe, kept as parts per
 * million so every computation stays in integers.
 */

export async function globalFeePpm(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('fee_settings').select('global_fee_ppm').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.global_fee_ppm;
}

/** The fee a cafe pays now: its own when set, else the global one. */
export async function cafeFeePpm(db: Kysely<Database>, cafeId: string): Promise<number> {
  const own = await db.selectFrom('cafe_fees').select('fee_ppm').where('cafe_id', '=', cafeId).executeTakeFirst();
  return own?.fee_ppm ?? (await globalFeePpm(db));
}

/**
 * The platform's share of an amount: rounded up to a whole rial, so rounding favours the
 * platform by less than one rial (DOMAIN.md §3). BigInt keeps large amounts exact.
 */
export function platformFeeRials(amount: number, feePpm: number): number {
  const scaled = BigInt(amount) * BigInt(feePpm);
  const scale = BigInt(FEE_SCALE);
  return Number((scaled + scale - 1n) / scale);
}

async function setGlobalFee(db: Kysely<Database>, feePpm: number, actorId: string, now: Date) {
  await db.updateTable('fee_settings').set({ global_fee_ppm: feePpm, updated_by: actorId, updated_at: nowIso(now) }).where('id', '=', 1).execute();
  return { global_platform_fee: ppmToFee(feePpm) };
}

async function cafeOfUser(db: Kysely<Database>, cafeUserId: string) {
  const cafe = await db
    .selectFrom('cafes')
    .innerJoin('users', 'users.id', 'cafes.owner_id')
    .select(['cafes.id', 'cafes.cafe_name'])
    .where('cafes.owner_id', '=', cafeUserId)
    .where('users.role', '=', 'coffenet')
    .executeTakeFirst();
  if (!cafe) throw fail.notFound(MSG.cafeNotFound);
  return cafe;
}

/** Sets a cafe's own fee, or (feePpm null) returns it to the global fee. */
export async function setCafeFee(db: Kysely<Database>, cafeUserId: string, feePpm: number | null, actorId: string, now: Date) {
  const cafe = await cafeOfUser(db, cafeUserId);
  if (feePpm === null) {
    await db.deleteFrom('cafe_fees').where('cafe_id', '=', cafe.id).execute();
  } else {
    const values = { cafe_id: cafe.id, fee_ppm: feePpm, updated_by: actorId, updated_at: nowIso(now) };
    await db
      .insertInto('cafe_fees')
      .values(values)
      .onConflict((oc) => oc.column('cafe_id').doUpdateSet({ fee_ppm: feePpm, updated_by: actorId, updated_at: values.updated_at }))
      .execute();
  }
  const global = await globalFeePpm(db);
  return {
    cafe_user_id: cafeUserId,
    cafe_id: cafe.id,
    cafe_name: cafe.cafe_name,
    fee_percent: feePpm === null ? null : ppmToFee(feePpm),
    effective_fee: ppmToFee(feePpm ?? global),
    global_fee: ppmToFee(global),
  };
}

/** The admin sets the global fee; the change is audited in its transaction. */
export function changeGlobalFee(db: DB, admin: UserRow, input: z.output<typeof globalFeeInput>, now: Date) {
  return writeTransaction(db, async (trx) => {
    const before = ppmToFee(await globalFeePpm(trx));
    const result = await setGlobalFee(trx, feeToPpm(input.fee), admin.id, now);
    await recordAudit(trx, admin, { action: 'fee.global', area: 'finance', targetId: 'global', label: WALLET_MSG.globalFeeLabel, before: { fee: before }, after: { fee: result.global_platform_fee } }, now);
    return { message: WALLET_MSG.feeSaved, ...result };
  });
}

/** The admin sets a cafe's own fee, or (fee null) returns it to the global fee; audited in its transaction. */
export function changeCafeFee(db: DB, admin: UserRow, input: z.output<typeof cafeFeeInput>, now: Date) {
  return writeTransaction(db, async (trx) => {
    const result = await setCafeFee(trx, input.cafe_user_id, input.fee === null ? null : feeToPpm(input.fee), admin.id, now);
    await recordAudit(trx, admin, { action: 'fee.cafe', area: 'finance', targetId: result.cafe_id, label: result.cafe_name, after: { fee: result.fee_percent } }, now);
    return { message: input.fee === null ? cafeFeeResetMessage(result.cafe_name) : cafeFeeSavedMessage(result.cafe_name), ...result };
  });
}

/**
 * One page of cafes with their own fee (null: the global fee applies), for the admin's fee list:
 * in cafe-name order with the id as tie-break, read as a range of cafes_name_id_idx (migration
 * 0023) with no sort, one row more than the page to tell has_more, and no count. The search is
 * "name contains", checked on the index's entries.
 */
export async function listCafeFees(db: Kysely<Database>, input: z.output<typeof cafeFeesInput>) {
  const global = await globalFeePpm(db);
  let query = db
    .selectFrom('cafes')
    .innerJoin('users', 'users.id', 'cafes.owner_id')
    .leftJoin('cafe_fees', 'cafe_fees.cafe_id', 'cafes.id')
    .select([
      'cafes.id as cafe_id',
      'cafes.owner_id',
      'cafes.cafe_name',
      'cafes.address',
      'cafes.phone',
      'cafes.is_active',
      'users.username',
      'cafe_fees.fee_ppm',
    ]);
  if (input.search) query = query.where(likeContains('cafes.cafe_name', containsPattern(input.search)));
  const rows = await query
    .orderBy('cafes.cafe_name')
    .orderBy('cafes.id')
    .limit(input.limit + 1)
    .offset(input.skip)
    .execute();
  return {
    global_fee: ppmToFee(global),
    cafes: rows.slice(0, input.limit).map((r) => ({
      _id: r.owner_id,
      id: r.owner_id,
      cafe_id: r.cafe_id,
      cafe_name: r.cafe_name,
      username: r.username,
      address: r.address,
      phone: r.phone,
      fee_percent: r.fee_ppm === null ? null : ppmToFee(r.fee_ppm),
      global_fee: ppmToFee(global),
      active: r.is_active === 1,
    })),
    has_more: rows.length > input.limit,
    skip: input.skip,
    limit: input.limit,
  };
}
