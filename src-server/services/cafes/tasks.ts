import type { z } from 'zod';
import { CATALOGUE } from '@shared/catalogue/constants';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { MSG } from '@shared/messages';
import type { createTaskInput } from '@shared/catalogue/schemas';
import type { DB } from '../../db/connection';
import type { CafeRow, TasksTable } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';

/** A service's own fields (the cafe_* copies kept by triggers are not part of it). */
export type TaskFields = Omit<TasksTable, 'cafe_active' | 'cafe_rating_avg' | 'cafe_ratings_count'>;

/** A cafe's service as tRPC answers it: prices in rials, the estimated time in minutes. */
export function taskView(row: TaskFields) {
  return {
    id: row.id,
    _id: row.id,
    cafe_id: row.cafe_id,
    title: row.title,
    category: row.category,
    base_price: row.base_price,
    estimated_minutes: row.estimated_minutes,
    description: row.description,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
export type TaskView = ReturnType<typeof taskView>;

/** The cafe of a coffenet account; every coffenet has one (DOMAIN.md §1), so none is a 404. */
export async function ownCafe(db: DB, ownerId: string): Promise<CafeRow> {
  const cafe = await db.selectFrom('cafes').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
  if (!cafe) throw fail.notFound(MSG.cafeNotFound);
  return cafe;
}

export async function findCafe(db: DB, cafeId: string): Promise<CafeRow | undefined> {
  return db.selectFrom('cafes').selectAll().where('id', '=', cafeId).executeTakeFirst();
}

/** A cafe's whole catalogue (bounded by CATALOGUE.maxTasksPerCafe), oldest first. */
export async function tasksOfCafe(db: DB, cafeId: string): Promise<TaskView[]> {
  const rows = await db
    .selectFrom('tasks')
    .selectAll()
    .where('cafe_id', '=', cafeId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(taskView);
}

/** Public: the services of a cafe; a cafe that does not exist is a 404. */
export async function listTasksOfCafe(db: DB, cafeId: string): Promise<TaskView[]> {
  if (!(await findCafe(db, cafeId))) throw fail.notFound(MSG.cafeNotFound);
  return tasksOfCafe(db, cafeId);
}

/** Public: one service with the name and state of its cafe (the order wizard reads the title). */
export async function getTask(db: DB, taskId: string) {
  const row = await db
    .selectFrom('tasks')
    .innerJoin('cafes', 'cafes.id', 'tasks.cafe_id')
    .selectAll('tasks')
    .select(['cafes.cafe_name', 'cafes.is_active'])
    .where('tasks.id', '=', taskId)
    .executeTakeFirst();
  if (!row) throw fail.notFound(CATALOGUE_MSG.taskNotFound);
  const { cafe_name, is_active, ...task } = row;
  return { ...taskView(task), cafe_name, cafe_active: is_active === 1 };
}

/** The first `perCafe` services of each cafe and how many it has, in one query (cafe cards). */
export async function firstTasksOfCafes(db: DB, cafeIds: readonly string[], perCafe: number) {
  const out = new Map<string, { tasks: TaskView[]; tasks_count: number }>();
  if (cafeIds.length === 0) return out;
  const ranked = db
    .selectFrom('tasks')
    .selectAll('tasks')
    .select((eb) => [
      eb.fn.agg<number>('row_number').over((ob) => ob.partitionBy('tasks.cafe_id').orderBy('tasks.created_at').orderBy('tasks.id')).as('rn'),
      eb.fn.countAll<number>().over((ob) => ob.partitionBy('tasks.cafe_id')).as('total'),
    ])
    .where('tasks.cafe_id', 'in', [...new Set(cafeIds)]);
  const rows = await db.selectFrom(ranked.as('t')).selectAll().where('t.rn', '<=', perCafe).orderBy('t.rn').execute();
  for (const { rn: _rn, total, ...task } of rows) {
    const entry = out.get(task.cafe_id) ?? { tasks: [], tasks_count: Number(total) };
    entry.tasks.push(taskView(task));
    out.set(task.cafe_id, entry);
  }
  return out;
}

export async function listOwnTasks(db: DB, ownerId: string): Promise<TaskView[]> {
  const cafe = await ownCafe(db, ownerId);
  return tasksOfCafe(db, cafe.id);
}

export async function createTask(db: DB, ownerId: string, input: z.output<typeof createTaskInput>, now: Date = new Date()) {
  const cafe = await ownCafe(db, ownerId);
  const at = nowIso(now);
  const row: TaskFields = { id: newId(), cafe_id: cafe.id, ...input, created_at: at, updated_at: at };
  // The count decides the insert, so both run in a write transaction (the write lock taken before
  // the count): two quick adds cannot pass the limit together, on PostgreSQL either.
  await writeTransaction(db, async (trx) => {
    const { n } = await trx
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cafe_id', '=', cafe.id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= CATALOGUE.maxTasksPerCafe) throw fail.conflict(CATALOGUE_MSG.tooManyTasks);
    await trx.insertInto('tasks').values(row).execute();
  });
  return taskView(row);
}

/** Only the owning cafe deletes a service: another cafe's answers 403, a missing one 404. */
export async function deleteTask(db: DB, ownerId: string, taskId: string) {
  const cafe = await ownCafe(db, ownerId);
  const task = await db.selectFrom('tasks').select(['id', 'cafe_id']).where('id', '=', taskId).executeTakeFirst();
  if (!task) throw fail.notFound(CATALOGUE_MSG.taskNotFound);
  if (task.cafe_id !== cafe.id) throw fail.forbidden(MSG.forbidden);
  await db.deleteFrom('tasks').where('id', '=', taskId).where('cafe_id', '=', cafe.id).execute();
  return { success: true, message: CATALOGUE_MSG.taskDeleted };
}
