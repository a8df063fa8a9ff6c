import { sql, type RawBuilder } from 'kysely';
import { engineOf } from '../src-server/db/dialect';
import type { DB } from '../src-server/db/connection';

/**
 * The admin console's benchmark data (issue 11): 50,000 users (2,000 of them cafes), 100,000 orders
 * and 500,000 ledger entries (100,000 order payments of two legs and 100,000 settlements of three),
 * spread over about a year. Written with set-based SQL so the triggers of migration 0011 keep the
 * counters and day totals exactly as the application's own writes would.
 */
export const BENCH_ADMIN = { users: 50_000, cafes: 2_000, orders: 100_000 } as const;

export async function seedBenchAdmin(db: DB): Promise<void> {
  const { users, cafes, orders } = BENCH_ADMIN;
  // The two expressions the engines spell differently: a 24-digit hex id and an ISO time N minutes ago.
  const postgres = engineOf(db) === 'postgres';
  const hex = (prefix: string, digits: number, n: RawBuilder<unknown>) =>
    postgres ? sql`${sql.lit(prefix)} || lpad(to_hex(${n}), ${sql.lit(digits)}, '0')` : sql`printf(${sql.lit(`${prefix}%0${digits}x`)}, ${n})`;
  const minutesAgo = (n: RawBuilder<unknown>) =>
    postgres
      ? sql`to_char((now() at time zone 'utc') - make_interval(mins => (${n})::int), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d minutes', ${n}))`;
  if (await db.selectFrom('users').select('id').where('username', '=', 'bench_1').executeTakeFirst()) return; // another case seeded it
  const steps = [
    sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${users})
        insert into users (id, username, password_hash, role, phone, email, name, is_blocked, must_change_password, token_version, created_at, updated_at)
        select ${hex('', 24, sql`1048576 + i`)}, 'bench_' || i, 'x', case when i <= ${cafes} then 'coffenet' else 'user' end, null, null, null,
               case when i % 97 = 0 then 1 else 0 end, 0, 0,
               ${minutesAgo(sql`i * 10`)}, ${minutesAgo(sql`0`)} from n`,
    sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${cafes})
        insert into cafes (id, owner_id, cafe_name, owner_name, phone, address, instagram, telegram, whatsapp, is_active, created_at, updated_at)
        select ${hex('c', 23, sql`i`)}, ${hex('', 24, sql`1048576 + i`)}, 'کافی‌نت سنجش ' || i, null, null, null, null, null, null,
               case when i % 10 = 0 then 0 else 1 end, ${minutesAgo(sql`i * 10`)}, ${minutesAgo(sql`0`)} from n`,
    sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${cafes})
        insert into ledger_accounts (id, kind, user_id, balance, created_at)
        select ${hex('d', 23, sql`i`)}, 'wallet', ${hex('', 24, sql`1048576 + i`)}, 0, ${minutesAgo(sql`0`)} from n`,
    sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${orders})
        insert into orders (id, user_id, cafe_id, task_id, service_type, category, description, status, payment_status, price, base_price, estimated_time,
                            assigned_employee, rejection_reason, client_request_key, created_at, updated_at, priced_at, paid_at, completed_at)
        select ${hex('e', 23, sql`i`)}, ${hex('', 24, sql`1048576 + ${cafes} + 1 + (i % ${users - cafes - 1})`)}, ${hex('c', 23, sql`1 + (i % ${cafes})`)}, null,
               'خدمت سنجش', 'printing', 'سفارش سنجش',
               case i % 6 when 0 then 'pending' when 1 then 'pending_payment' when 2 then 'in_progress' when 3 then 'completed' when 4 then 'rejected' else 'cancelled' end,
               case when i % 6 in (2, 3) then 'paid' else 'unpaid' end, 100000 + (i % 50) * 1000, null, null, null, null, null,
               ${minutesAgo(sql`i * 5`)}, ${minutesAgo(sql`0`)}, null, null, null from n`,
    // Transfers: a payment (gateway → escrow) and a settlement (escrow → cafe earning + platform fee) per order.
    sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${orders})
        insert into ledger_transfers (id, idempotency_key, kind, description, order_id, actor_id, fee_ppm, created_at)
        select ${hex('f', 23, sql`i`)}, 'bench:pay:' || i, 'order_payment', '', ${hex('e', 23, sql`i`)}, null, null,
               ${minutesAgo(sql`i * 5`)} from n`,
    sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${orders})
        insert into ledger_transfers (id, idempotency_key, kind, description, order_id, actor_id, fee_ppm, created_at)
        select ${hex('f', 23, sql`${orders} + i`)}, 'bench:settle:' || i, 'order_settlement', '', ${hex('e', 23, sql`i`)}, null, 100000,
               ${minutesAgo(sql`i * 5 - 1`)} from n`,
  ];
  for (const step of steps) await step.execute(db);
  const seqBase = Number((await sql<{ s: number | null }>`select max(seq) as s from ledger_entries`.execute(db)).rows[0]?.s ?? 0);
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${orders})
        insert into ledger_entries (id, seq, transfer_id, account_id, amount, type, balance_after, order_id, description, created_at)
        select ${hex('9', 23, sql`i * 5`)}, ${seqBase} + i * 5, ${hex('f', 23, sql`i`)}, 'a00000000000000000000003', -(100000 + (i % 50) * 1000), 'user_deposit', 0, ${hex('e', 23, sql`i`)}, '',
               ${minutesAgo(sql`i * 5`)} from n
        union all
        select ${hex('9', 23, sql`i * 5 + 1`)}, ${seqBase} + i * 5 + 1, ${hex('f', 23, sql`i`)}, 'a00000000000000000000002', 100000 + (i % 50) * 1000, 'payment_in', 0, ${hex('e', 23, sql`i`)}, '',
               ${minutesAgo(sql`i * 5`)} from n
        union all
        select ${hex('9', 23, sql`i * 5 + 2`)}, ${seqBase} + i * 5 + 2, ${hex('f', 23, sql`${orders} + i`)}, 'a00000000000000000000002', -(100000 + (i % 50) * 1000), 'earning_out', 0, ${hex('e', 23, sql`i`)}, '',
               ${minutesAgo(sql`i * 5 - 1`)} from n
        union all
        select ${hex('9', 23, sql`i * 5 + 3`)}, ${seqBase} + i * 5 + 3, ${hex('f', 23, sql`${orders} + i`)}, ${hex('d', 23, sql`1 + (i % ${cafes})`)}, (100000 + (i % 50) * 1000) * 9 / 10, 'earning', 0, ${hex('e', 23, sql`i`)}, '',
               ${minutesAgo(sql`i * 5 - 1`)} from n
        union all
        select ${hex('9', 23, sql`i * 5 + 4`)}, ${seqBase} + i * 5 + 4, ${hex('f', 23, sql`${orders} + i`)}, 'a00000000000000000000001', (100000 + (i % 50) * 1000) / 10, 'platform_fee', 0, ${hex('e', 23, sql`i`)}, '',
               ${minutesAgo(sql`i * 5 - 1`)} from n`.execute(db);
  // Cached balances follow the entries (ledger_accounts_never_negative holds for every non-gateway account).
  await sql`update ledger_accounts set balance = balance + coalesce((select sum(amount) from ledger_entries e where e.account_id = ledger_accounts.id and e.id like '9%'), 0)`.execute(db);
  await sql`analyze`.execute(db);
}
