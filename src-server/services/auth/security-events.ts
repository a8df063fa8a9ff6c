/**
 * Security events (issue 14): login throttles and lockouts, bursts of failures on one account,
 * password-reset limits and burnt codes, kept for the admin (table security_events, 0013).
 * Written outside any business transaction; losing one never fails the caller's request.
 * Owns: security_events. Calls no other domain.
 */
import type { SecurityEventKind } from '@shared/auth/security-events';
import type { DB } from '../../db/connection';
import { newId, nowIso } from '../../ids';


export interface SecurityEventDraft {
  kind: SecurityEventKind;
  username: string | null;
  clientAddress: string | null;
  detail: string;
}

export async function recordSecurityEvents(db: DB, events: SecurityEventDraft[], now: Date): Promise<void> {
  if (!events.length) return;
  try {
    await db
      .insertInto('security_events')
      .values(
        events.map((e) => ({
          id: newId(),
          kind: e.kind,
          username: e.username?.slice(0, 100) ?? null,
          client_address: e.clientAddress,
          detail: e.detail.slice(0, 500),
          created_at: nowIso(now),
        })),
      )
      .execute();
    // Quoted as JSON: a username may hold control or direction characters meant to forge log lines.
    for (const e of events) console.warn(`[security] ${e.kind} username=${JSON.stringify(e.username?.slice(0, 100) ?? null)} address=${JSON.stringify(e.clientAddress)} ${e.detail}`);
  } catch (error) {
    console.error('[security] could not record events', error);
  }
}

/** Newest first, paged on the (created_at, id) index with a cursor (the last row's created_at and id). */
export async function listSecurityEvents(db: DB, opts: { limit: number; before?: { created_at: string; id: string } | null }) {
  let query = db.selectFrom('security_events').selectAll();
  if (opts.before) {
    const { created_at, id } = opts.before;
    // A row-value comparison: one index range on (created_at, id), in SQLite and PostgreSQL alike.
    query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(created_at, id)));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(opts.limit + 1).execute();
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    events: page.map((row) => ({ ...row, _id: row.id })),
    next: rows.length > opts.limit && last ? { created_at: last.created_at, id: last.id } : null,
  };
}
