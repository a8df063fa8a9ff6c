import type { Kysely } from 'kysely';
import type { TransactionType } from '@shared/wallet/transactions';
import { compactReference } from '@shared/reference';
import type { Database, LedgerEntriesTable } from '../../db/schema';
import { SYSTEM_ACCOUNT_IDS, type AccountRef } from './ledger';

/** One line of a wallet's statement, with the spec's field names (spec 3 §3). */
export function transactionView(row: Pick<LedgerEntriesTable, 'id' | 'type' | 'amount' | 'balance_after' | 'created_at' | 'order_id' | 'description' | 'transfer_id'>) {
  return {
    _id: row.id,
    id: row.id,
    transaction_type: row.type,
    amount: row.amount,
    balance_after: row.balance_after,
    created_at: row.created_at,
    order_id: row.order_id,
    description: row.description,
    transfer_id: row.transfer_id,
  };
}
export type TransactionView = ReturnType<typeof transactionView>;

export interface StatementQuery {
  limit: number;
  skip: number;
  /** A piece of the transaction id, dashes and spaces ignored; anything else but hex digits matches nothing. */
  search?: string;
  hiddenTypes?: readonly TransactionType[];
}

/** Newest first, paged and filtered in SQL on the (account_id, seq) index. */
export async function accountStatement(db: Kysely<Database>, ref: AccountRef, query: StatementQuery) {
  const account =
    typeof ref === 'string'
      ? { id: SYSTEM_ACCOUNT_IDS[ref] }
      : await db.selectFrom('ledger_accounts').select('id').where('user_id', '=', ref.wallet).executeTakeFirst();
  // The reference shown ("A3F9-1C2B") is searched without its dash: a piece of the id still.
  const search = compactReference(query.search ?? '');
  if (!account || !/^[0-9a-f]*$/.test(search)) return { items: [], total: 0 };

  let base = db.selectFrom('ledger_entries').where('account_id', '=', account.id);
  if (query.hiddenTypes?.length) base = base.where('type', 'not in', [...query.hiddenTypes]);
  if (search) base = base.where('id', 'like', `%${search}%`);

  const [rows, count] = await Promise.all([
    base
      .select(['id', 'type', 'amount', 'balance_after', 'created_at', 'order_id', 'description', 'transfer_id'])
      .orderBy('seq', 'desc')
      .limit(query.limit)
      .offset(query.skip)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(transactionView), total: Number(count.n) };
}
