import type { Kysely, Selectable } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { newId, nowIso } from '../../ids';
import type { AuditAction, AuditArea } from '@shared/admin/audit';

type AuditLogRow = Selectable<Database['admin_audit_log']>;

/**
 * The admin audit log: one row per destructive or money action, written by the caller inside the
 * transaction of the change itself, so a change without its row (or a row without its change)
 * cannot exist. `before` and `after` are short JSON snapshots of what changed.
 */

export interface AuditEntry {
  action: AuditAction;
  area: AuditArea;
  targetId: string;
  label?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who acted: the signed-in admin (ctx.user), as the row names them. */
export type AuditAdmin = Pick<UserRow, 'id' | 'username'>;

export async function recordAudit(trx: Kysely<Database>, admin: AuditAdmin, entry: AuditEntry, now: Date) {
  await trx
    .insertInto('admin_audit_log')
    .values({
      id: newId(),
      admin_id: admin.id,
      admin_username: admin.username,
      action: entry.action,
      target_type: entry.area,
      target_id: entry.targetId,
      target_label: (entry.label ?? '').slice(0, 120),
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      created_at: nowIso(now),
    })
    .execute();
}

function parse(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The newest entries, of one area or all (from the (target_type, created_at) / (created_at) indexes). */
export async function listAudit(db: Kysely<Database>, input: { area?: AuditArea | null; limit: number }) {
  let query = db.selectFrom('admin_audit_log').selectAll();
  if (input.area) query = query.where('target_type', '=', input.area);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).execute();
  return rows.map(auditRowOut);
}

function auditRowOut(r: AuditLogRow) {
  return {
    _id: r.id,
    id: r.id,
    admin_id: r.admin_id,
    admin_username: r.admin_username,
    action: r.action,
    area: r.target_type,
    target_id: r.target_id,
    target_label: r.target_label,
    before: parse(r.before),
    after: parse(r.after),
    created_at: r.created_at,
  };
}

/** Where the next page starts: the last row shown (keyset, so deep pages cost the same as the first). */
export interface AuditCursor {
  created_at: string;
  id: string;
}

/**
 * One page of an area's entries after `cursor`, on the (target_type, created_at, id) index, or of
 * every area's (the dashboard) on the (created_at, id) one. One row more than the page is read,
 * so `has_more` needs no count(*).
 */
export async function auditPage(db: Kysely<Database>, input: { area?: AuditArea | null; target_id?: string | null; limit: number; cursor?: AuditCursor | null }) {
  let query = db.selectFrom('admin_audit_log').selectAll();
  if (input.area) {
    query = query.where('target_type', '=', input.area);
    // One thing's rows (an order's page) on the (target_type, target_id, created_at, id) index.
    if (input.target_id) query = query.where('target_id', '=', input.target_id);
  }
  const cursor = input.cursor;
  if (cursor) {
    // A row value, so the index seeks straight to the cursor instead of filtering every newer row.
    query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(cursor.created_at, cursor.id)));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit + 1).execute();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    has_more: rows.length > input.limit,
    next: rows.length > input.limit && last ? { created_at: last.created_at, id: last.id } : null,
    rows: page.map(auditRowOut),
  };
}
