import type { Kysely } from 'kysely';

// Blocking a cafe's manager takes the cafe out of ordering (is_active 0, which the service rows
// copy by trigger), and unblocking puts it back only when the block was what took it out: this
// flag remembers that, so a cafe the admin had switched off stays off. An admin's own switch clears it.
// Deleting an account with ticket messages is refused (support history); the index answers that probe.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cafes').addColumn('paused_by_block', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('ticket_messages_sender_idx').on('ticket_messages').columns(['sender_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ticket_messages_sender_idx').execute();
  await db.schema.alterTable('cafes').dropColumn('paused_by_block').execute();
}
