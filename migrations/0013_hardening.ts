import { sql, type Kysely } from 'kysely';

/**
 * Issue 14 (hardening):
 * - security_events: login lockouts, reset limits and bursts of failures, for the admin to read
 *   newest first (paged on (created_at, id)).
 * - payment_attempts (status, updated_at): reconciliation finds the pending attempts, oldest
 *   checked first, without scanning every attempt ever made.
 * - gateway_simulator_payments gains the currency a request named (v4 accepts IRR and IRT:
 *   verify compares the amount in that currency) and when a payment was reversed (reverse.json).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('security_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('username', 'text')
    .addColumn('client_address', 'text')
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('security_events_created_idx').on('security_events').columns(['created_at', 'id']).execute();

  await db.schema.createIndex('payment_attempts_status_idx').on('payment_attempts').columns(['status', 'updated_at']).execute();

  await db.schema
    .alterTable('gateway_simulator_payments')
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('IRR').check(sql`currency in ('IRR', 'IRT')`))
    .execute();
  await db.schema.alterTable('gateway_simulator_payments').addColumn('reversed_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gateway_simulator_payments').dropColumn('reversed_at').execute();
  await db.schema.alterTable('gateway_simulator_payments').dropColumn('currency').execute();
  await db.schema.dropIndex('payment_attempts_status_idx').execute();
  await db.schema.dropTable('security_events').execute();
}
