import type { DB } from '../../db/connection';
import { newId, nowIso } from '../../ids';

/** Where text messages go. A real provider implements this; nothing else changes (DOMAIN.md §1). */
export interface SmsSender {
  send(phone: string, body: string): Promise<void>;
}

/** The embedded default: keeps every message in the sms_outbox table and prints it to the log. */
export function outboxSms(db: DB, log: (line: string) => void = console.log): SmsSender {
  return {
    async send(phone, body) {
      await db.insertInto('sms_outbox').values({ id: newId(), phone, body, created_at: nowIso() }).execute();
      log(`[sms-outbox] to ${phone}: ${body}`);
    },
  };
}
