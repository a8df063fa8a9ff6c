import { randomBytes } from 'node:crypto';

/** Every entity id is 24 lowercase hex characters (DOMAIN.md §1). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
