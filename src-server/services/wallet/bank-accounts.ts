import type { z } from 'zod';
import { MSG } from '@shared/messages';
import type { bankAccountInput } from '@shared/wallet/schemas';
import { WALLET_MSG } from '@shared/wallet/messages';
import type { DB } from '../../db/connection';
import type { BankAccountsTable } from '../../db/schema';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';

type BankAccountFields = z.output<typeof bankAccountInput>;

/** Spec 3 §3: _id, IBAN, account_number, bank, full_name. */
export function bankAccountView(row: BankAccountsTable) {
  return {
    _id: row.id,
    id: row.id,
    IBAN: row.iban,
    iban: row.iban,
    account_number: row.account_number,
    bank: row.bank,
    full_name: row.full_name,
    created_at: row.created_at,
  };
}

export async function listBankAccounts(db: DB, userId: string) {
  const rows = await db.selectFrom('bank_accounts').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map(bankAccountView);
}

/** A person reaches only their own accounts: another's answers 403, a missing one 404. */
export async function ownBankAccount(db: DB, userId: string, id: string): Promise<BankAccountsTable> {
  const row = await db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound(WALLET_MSG.bankAccountNotFound);
  if (row.user_id !== userId) throw fail.forbidden(MSG.forbidden);
  return row;
}

function isDuplicate(error: unknown): boolean {
  return error instanceof Error && /UNIQUE|unique/.test(error.message);
}

async function assertIbanFree(db: DB, userId: string, iban: string, exceptId?: string) {
  let query = db.selectFrom('bank_accounts').select('id').where('user_id', '=', userId).where('iban', '=', iban);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw fail.conflict(WALLET_MSG.bankAccountDuplicate);
}

export async function createBankAccount(db: DB, userId: string, input: BankAccountFields, now: Date) {
  await assertIbanFree(db, userId, input.iban);
  const at = nowIso(now);
  const row: BankAccountsTable = { id: newId(), user_id: userId, ...input, created_at: at, updated_at: at };
  try {
    await db.insertInto('bank_accounts').values(row).execute();
  } catch (error) {
    if (isDuplicate(error)) throw fail.conflict(WALLET_MSG.bankAccountDuplicate);
    throw error;
  }
  return { message: WALLET_MSG.bankAccountSaved, ...bankAccountView(row) };
}

export async function updateBankAccount(db: DB, userId: string, id: string, input: BankAccountFields, now: Date) {
  const current = await ownBankAccount(db, userId, id);
  await assertIbanFree(db, userId, input.iban, id);
  const row: BankAccountsTable = { ...current, ...input, updated_at: nowIso(now) };
  try {
    await db.updateTable('bank_accounts').set({ ...input, updated_at: row.updated_at }).where('id', '=', id).execute();
  } catch (error) {
    if (isDuplicate(error)) throw fail.conflict(WALLET_MSG.bankAccountDuplicate);
    throw error;
  }
  return { message: WALLET_MSG.bankAccountSaved, ...bankAccountView(row) };
}

/** Requests made to this account keep their own copy of its details. */
export async function deleteBankAccount(db: DB, userId: string, id: string) {
  await ownBankAccount(db, userId, id);
  await db.deleteFrom('bank_accounts').where('id', '=', id).execute();
  return { success: true, message: WALLET_MSG.bankAccountDeleted };
}
