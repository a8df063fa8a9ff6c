import { describe, expect, it } from 'vitest';
import { clearAllFormDrafts, formDraftKeeper, formDraftKey, parseByShape, readFormDraft, sameAsEmpty, saveFormDraft } from '../../src-client/forms/form-draft';
import { memoryStorage as memoryStore } from '../helpers/memory-storage';

const EMPTY_TICKET = { subject: null as string | null, message: '' };
const ticket = { parse: parseByShape(EMPTY_TICKET), isEmpty: sameAsEmpty(EMPTY_TICKET) };

describe('a form’s draft in the tab', () => {
  it('is kept per account and per form: another account, or another form, never reads it', () => {
    const store = memoryStore();
    const typed = { subject: 'مالی', message: 'پول کیف پولم برنگشت' };
    saveFormDraft('ali', 'ticket_new', typed, ticket.isEmpty, store);
    expect([...store.map.keys()]).toEqual([formDraftKey('ali', 'ticket_new')]);
    expect(readFormDraft('ali', 'ticket_new', ticket.parse, store)).toEqual(typed);
    expect(readFormDraft('sara', 'ticket_new', ticket.parse, store)).toBeNull();
    expect(readFormDraft('ali', 'ticket_reply:t1', ticket.parse, store)).toBeNull();
    expect(readFormDraft(null, 'ticket_new', ticket.parse, store)).toBeNull();
    // Signed out: nothing is written at all.
    saveFormDraft(null, 'ticket_new', typed, ticket.isEmpty, store);
    expect(store.map.size).toBe(1);
  });

  it('reads broken JSON or a foreign value as no draft, and a field of the wrong type as empty', () => {
    const key = formDraftKey('ali', 'ticket_new');
    for (const raw of ['{not json', '42', 'null', '[]', '"text"', 'true']) expect(readFormDraft('ali', 'ticket_new', ticket.parse, memoryStore({ [key]: raw })), raw).toBeNull();
    const odd = memoryStore({ [key]: JSON.stringify({ subject: 7, message: ['x'], extra: 'x' }) });
    expect(readFormDraft('ali', 'ticket_new', ticket.parse, odd)).toEqual({ subject: null, message: '' });
    const shape = parseByShape({ amount: '' as number | '', note: '', open: false, kind: 'fa', pick: null as string | null });
    expect(shape({ amount: 120000, note: 'اجاره', open: 'yes', kind: null, pick: 'b' })).toEqual({ amount: 120000, note: 'اجاره', open: false, kind: 'fa', pick: 'b' });
    expect(shape({ amount: true, open: true, pick: 3 })).toEqual({ amount: '', note: '', open: true, kind: 'fa', pick: null });
  });

  it('keeps nothing for a form that is empty but for whitespace or its own defaults, and forgets a form emptied again', () => {
    const store = memoryStore();
    const empty = { name: '', language: 'fa', category: null as string | null, active: true };
    const isEmpty = sameAsEmpty(empty);
    saveFormDraft('ali', 'product', { ...empty, name: '   ' }, isEmpty, store);
    expect(store.map.size).toBe(0);
    saveFormDraft('ali', 'product', { ...empty, category: 'books' }, isEmpty, store);
    expect(store.map.size).toBe(1);
    saveFormDraft('ali', 'product', empty, isEmpty, store);
    expect(store.map.size).toBe(0);
    expect(sameAsEmpty({ amount: '' as number | '' })({ amount: 0 })).toBe(false);
  });

  it('a submit clears the draft, and the same values written again by a late effect do not bring it back', () => {
    const store = memoryStore();
    const keeper = formDraftKeeper('ali', 'ticket_new', ticket.isEmpty, store);
    const typed = { subject: 'فنی', message: 'صفحه باز نمی‌شود' };
    keeper.save(typed);
    expect(readFormDraft('ali', 'ticket_new', ticket.parse, store)).toEqual(typed);
    keeper.clear();
    expect(store.map.size).toBe(0);
    keeper.save(typed);
    expect(store.map.size).toBe(0);
    // The next thing typed is a new draft.
    keeper.save({ ...typed, message: 'و یک سوال دیگر' });
    expect(store.map.size).toBe(1);
    // A writer for no account (signed out, or another account than the form opened for) writes nothing.
    const nobody = formDraftKeeper<typeof typed>(null, 'ticket_new', ticket.isEmpty, store);
    nobody.save({ ...typed, message: 'از حساب دیگر' });
    expect([...store.map.values()]).not.toContain(JSON.stringify({ ...typed, message: 'از حساب دیگر' }));
  });

  it('a logout clears every account’s drafts of every form, the wizard’s older key too, and leaves other keys alone', () => {
    const store = memoryStore({ wallet_return: '/x', 'order_wizard_draft:ali': '{}' });
    saveFormDraft('ali', 'ticket_new', { subject: null, message: 'الف' }, ticket.isEmpty, store);
    saveFormDraft('sara', 'order_chat:o1', { subject: null, message: 'ب' }, ticket.isEmpty, store);
    clearAllFormDrafts(store);
    expect([...store.map.keys()]).toEqual(['wallet_return']);
  });
});
