import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { createPgTrigger } from '../src-server/db/dialect';

/** Fixed ids of the system accounts, the same on every install. */
export const SYSTEM_ACCOUNT_IDS = {
  platform: 'a00000000000000000000001',
  escrow: 'a00000000000000000000002',
  gateway: 'a00000000000000000000003',
  withdrawals: 'a00000000000000000000004',
} as const;

const APPEND_ONLY_TABLES = ['ledger_transfers', 'ledger_entries'] as const;

// Money (DOMAIN.md §3, §4): a double-entry ledger in integer rials, fees, gateway payment
// attempts (and the embedded gateway simulator's own sessions), bank accounts and withdrawals.
export async function up(db: Kysely<any>): Promise<void> {
  // One wallet per user or cafe account, plus the platform (admin wallet), the escrow of paid but
  // unfinished orders, the outside world behind the gateway, and withdrawals held until decided.
  // `balance` caches the sum of the account's entries (a test proves they agree); only the
  // outside world may go below zero.
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('wallet', 'platform', 'escrow', 'gateway', 'withdrawals')`))
    .addColumn('user_id', 'text', (col) => col.unique().references('users.id').onDelete('restrict'))
    .addColumn('balance', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('ledger_accounts_never_negative', sql`kind = 'gateway' or balance >= 0`)
    .addCheckConstraint('ledger_accounts_wallet_owner', sql`(kind = 'wallet') = (user_id is not null)`)
    .execute();
  await db.schema
    .createIndex('ledger_accounts_one_system_account_idx')
    .on('ledger_accounts')
    .column('kind')
    .unique()
    .where(sql.ref('kind'), '<>', 'wallet')
    .execute();
  const at = new Date(0).toISOString();
  await db
    .insertInto('ledger_accounts')
    .values(Object.entries(SYSTEM_ACCOUNT_IDS).map(([kind, id]) => ({ id, kind, user_id: null, balance: 0, created_at: at })))
    .execute();

  // A transfer is one movement; its legs (entries) sum to zero. The idempotency key (gateway
  // authority, order id + action, withdrawal id + step) makes a repeated request move money once.
  await db.schema
    .createTable('ledger_transfers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // No foreign keys: the ledger is never rewritten, not even when an order or a person goes.
    .addColumn('order_id', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('fee_ppm', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ledger_transfers_order_idx').on('ledger_transfers').columns(['order_id', 'kind']).execute();
  await db.schema.createIndex('ledger_transfers_kind_created_idx').on('ledger_transfers').columns(['kind', 'created_at']).execute();

  // `seq` orders entries for statements (assigned inside the serialized write transaction).
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('seq', 'integer', (col) => col.notNull().unique())
    .addColumn('transfer_id', 'text', (col) => col.notNull().references('ledger_transfers.id'))
    .addColumn('account_id', 'text', (col) => col.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount <> 0`))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('balance_after', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'text')
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_account_seq_idx').on('ledger_entries').columns(['account_id', 'seq']).execute();
  await db.schema.createIndex('ledger_entries_transfer_idx').on('ledger_entries').column('transfer_id').execute();
  await db.schema.createIndex('ledger_entries_order_account_idx').on('ledger_entries').columns(['order_id', 'account_id']).execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // Append-only, enforced by the database itself (PostgreSQL gets the same from a rule or trigger).
    for (const table of APPEND_ONLY_TABLES) {
      for (const op of ['update', 'delete']) {
        await sql
          .raw(`create trigger ${table}_no_${op} before ${op} on ${table} begin select raise(abort, '${table} is append-only'); end`)
          .execute(db);
      }
    }
  } else {
    for (const table of APPEND_ONLY_TABLES) {
      await createPgTrigger(db, {
        name: `${table}_no_change`,
        table,
        event: 'update or delete',
        before: true,
        body: `raise exception '${table} is append-only';`,
      });
    }
  }

  // The global fee (one row) and each cafe's own fee; no row means the cafe pays the global fee.
  await db.schema
    .createTable('fee_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('global_fee_ppm', 'integer', (col) => col.notNull().check(sql`global_fee_ppm between 0 and 1000000`))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.insertInto('fee_settings').values({ id: 1, global_fee_ppm: 100_000, updated_by: null, updated_at: at }).execute();
  await db.schema
    .createTable('cafe_fees')
    .addColumn('cafe_id', 'text', (col) => col.primaryKey().references('cafes.id').onDelete('cascade'))
    .addColumn('fee_ppm', 'integer', (col) => col.notNull().check(sql`fee_ppm between 0 and 1000000`))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // Every trip to the gateway (DOMAIN.md §4). The verified amount is always this row's amount.
  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('order', 'store', 'wallet', 'platform', 'subscription', 'bot')`),
    )
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('callback_url', 'text', (col) => col.notNull())
    .addColumn('authority', 'text', (col) => col.unique())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('created', 'pending', 'paid', 'failed', 'cancelled')`),
    )
    .addColumn('gateway_code', 'integer')
    .addColumn('ref_id', 'text')
    .addColumn('card_pan', 'text')
    .addColumn('message', 'text')
    .addColumn('transfer_id', 'text')
    /** JSON of what the verify changed: order id, credited-to-wallet flag. */
    .addColumn('outcome', 'text')
    .addColumn('metadata', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .execute();
  await db.schema.createIndex('payment_attempts_user_idx').on('payment_attempts').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('payment_attempts_target_idx')
    .on('payment_attempts')
    .columns(['purpose', 'target_id', 'status'])
    .execute();

  // The embedded gateway simulator's sessions: what a real gateway would keep on its side.
  await db.schema
    .createTable('gateway_simulator_payments')
    .addColumn('authority', 'text', (col) => col.primaryKey())
    .addColumn('merchant_id', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('callback_url', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('metadata', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('created', 'paid', 'cancelled', 'verified')`))
    .addColumn('ref_id', 'text')
    .addColumn('card_pan', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('iban', 'text', (col) => col.notNull())
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('bank', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('bank_accounts_user_iban_unique', ['user_id', 'iban'])
    .execute();

  // A request keeps a copy of the bank account, so deleting the account later loses nothing.
  await db.schema
    .createTable('withdrawal_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('bank_account_id', 'text', (col) => col.notNull())
    .addColumn('iban', 'text', (col) => col.notNull())
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('bank', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'completed', 'rejected')`))
    .addColumn('admin_message', 'text')
    .addColumn('expected_time', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_requests_status_idx').on('withdrawal_requests').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('withdrawal_requests_user_idx').on('withdrawal_requests').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('withdrawal_requests').execute();
  await db.schema.dropTable('bank_accounts').execute();
  await db.schema.dropTable('gateway_simulator_payments').execute();
  await db.schema.dropTable('payment_attempts').execute();
  await db.schema.dropTable('cafe_fees').execute();
  await db.schema.dropTable('fee_settings').execute();
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('ledger_transfers').execute();
  await db.schema.dropTable('ledger_accounts').execute();
}
