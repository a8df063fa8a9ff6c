import type { z } from 'zod';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import type { updateCafeProfileInput } from '@shared/catalogue/schemas';
import type { DB } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { nowIso } from '../../ids';
import { cafeView } from './directory';
import { ratingSummaries, summaryOf } from './rating-summary';
import { ownCafe } from './tasks';

/** The manager's own cafe with the read-only account facts shown beside it (/coffenet/profile). */
export async function getMyProfile(db: DB, owner: UserRow) {
  const cafe = await ownCafe(db, owner.id);
  const [ratings, { n }] = await Promise.all([
    ratingSummaries(db, [cafe.id]),
    db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cafe_id', '=', cafe.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...cafeView(cafe, summaryOf(ratings, cafe.id)),
    tasks_count: Number(n),
    username: owner.username,
    email: owner.email,
    account_phone: owner.phone,
    member_since: owner.created_at,
    updated_at: cafe.updated_at,
  };
}

/** Changes only the fields given; a blank optional field is cleared. */
export async function updateMyProfile(db: DB, owner: UserRow, input: z.output<typeof updateCafeProfileInput>, now: Date = new Date()) {
  const cafe = await ownCafe(db, owner.id);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  await db
    .updateTable('cafes')
    .set({ ...changes, updated_at: nowIso(now) })
    .where('id', '=', cafe.id)
    .execute();
  return { message: CATALOGUE_MSG.profileSaved, profile: await getMyProfile(db, owner) };
}
