import { describe, expect, it } from 'vitest';
import { compactReference, REFERENCE_LABELS, referencePrefix, referenceRange, shortReference } from '@shared/reference';
import { adminTicketsInput, TICKET_MSG } from '@shared/tickets/rules';

const ID = 'a3f91c2b00112233445566ff';

describe('the short reference of a record', () => {
  it('is the id’s first eight hex digits, upper-cased, in two groups of four', () => {
    expect(shortReference(ID)).toBe('A3F9-1C2B');
  });

  it('is typed back with or without its dash, spaces or a leading #', () => {
    for (const typed of ['A3F9-1C2B', ' a3f9 1c2b ', '#A3F91C2B']) expect(compactReference(typed)).toBe('a3f91c2b');
    expect(compactReference(' Not Hex ')).toBe('not hex');
  });

  it('is searched as a head of 8 to 24 hex digits, anything else refused', () => {
    expect(referencePrefix(shortReference(ID))).toBe('a3f91c2b');
    expect(referencePrefix(ID.toUpperCase())).toBe(ID);
    for (const bad of ['', 'A3F9-1C2', 'zzzz-zzzz', `${ID}0`, 'a3f9-1c2b-x']) expect(referencePrefix(bad), bad).toBeNull();
    const { from, to } = referenceRange('a3f91c2b');
    expect([from <= ID, ID < to, 'a3f91c2a' < from, to <= 'a3f91c2c']).toEqual([true, true, true, true]);
  });

  it('has one Persian name per kind of record', () => {
    expect(REFERENCE_LABELS).toEqual({ order: 'شماره سفارش', ticket: 'شماره تیکت', transaction: 'شماره تراکنش', withdrawal: 'شماره درخواست' });
  });

  it('is accepted by the admin’s ticket search, which sends on the hex head', () => {
    expect(adminTicketsInput.parse({ ticket_id: 'A3F9-1C2B' }).ticket_id).toBe('a3f91c2b');
    expect(adminTicketsInput.parse({ ticket_id: ` ${ID.toUpperCase()} ` }).ticket_id).toBe(ID);
    const bad = adminTicketsInput.safeParse({ ticket_id: 'A3F9' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(TICKET_MSG.invalidTicketId);
  });
});
