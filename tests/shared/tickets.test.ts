import { describe, expect, it } from 'vitest';
import {
  AWAITING_SUPPORT,
  broadcastInput,
  checkTicketTransition,
  createTicketInput,
  cutTicketText,
  isTicketId,
  NOT_CLOSED,
  TICKET_ACTIONS,
  TICKET_MSG,
  TICKET_PARTIES,
  TICKET_STATUSES,
  ticketAcceptsReplies,
  ticketIdSchema,
  type TicketAction,
  type TicketParty,
  type TicketStatus,
} from '@shared/tickets/rules';

/** The whole table of issue 15, written out independently of TICKET_TRANSITIONS. */
const EXPECTED: Record<string, TicketStatus | 'party' | 'status'> = {};
for (const party of TICKET_PARTIES) {
  for (const status of [null, ...TICKET_STATUSES] as const) {
    for (const action of TICKET_ACTIONS) {
      let outcome: TicketStatus | 'party' | 'status';
      if (action === 'create') outcome = party !== 'owner' ? 'party' : status === null ? 'open' : 'status';
      else if (action === 'broadcast') outcome = party !== 'admin' ? 'party' : status === null ? 'answered' : 'status';
      else if (status === null || status === 'closed') outcome = 'status';
      else if (action === 'reply') outcome = party === 'owner' ? 'pending' : 'answered';
      else outcome = 'closed';
      EXPECTED[`${party}|${status}|${action}`] = outcome;
    }
  }
}

describe('ticket transitions', () => {
  it('match the table for every (status, action, party) triple', () => {
    for (const [key, expected] of Object.entries(EXPECTED)) {
      const [party, rawStatus, action] = key.split('|') as [TicketParty, string, TicketAction];
      const status = rawStatus === 'null' ? null : (rawStatus as TicketStatus);
      const check = checkTicketTransition(status, action, party);
      if (expected === 'party') expect(check, key).toEqual({ ok: false, reason: 'not_allowed_party' });
      else if (expected === 'status') expect(check, key).toEqual({ ok: false, reason: 'wrong_status' });
      else expect(check, key).toEqual({ ok: true, to: expected });
    }
  });

  it('closed is final and hides the reply box; the counters’ sets', () => {
    expect(ticketAcceptsReplies('closed')).toBe(false);
    for (const s of NOT_CLOSED) expect(ticketAcceptsReplies(s)).toBe(true);
    expect([...AWAITING_SUPPORT]).toEqual(['open', 'pending']);
    expect([...NOT_CLOSED]).toEqual(['open', 'pending', 'answered']);
  });
});

describe('ticket ids and inputs', () => {
  it('accepts 24 hex characters only', () => {
    expect(isTicketId('0123456789abcdef01234567')).toBe(true);
    expect(isTicketId('0123456789ABCDEF01234567')).toBe(true);
    expect(isTicketId('0123456789abcdef0123456')).toBe(false);
    expect(isTicketId('0123456789abcdef0123456g')).toBe(false);
    expect(isTicketId('')).toBe(false);
    expect(ticketIdSchema.safeParse('xyz').error?.issues[0]?.message).toBe(TICKET_MSG.invalidTicketId);
  });

  it('trims, refuses blanks and long texts, keeps HTML and line breaks', () => {
    expect(createTicketInput.safeParse({ subject: '  ', message: 'x' }).success).toBe(false);
    expect(createTicketInput.safeParse({ subject: 'a'.repeat(201), message: 'x' }).success).toBe(false);
    expect(createTicketInput.safeParse({ subject: 'a'.repeat(200), message: 'x'.repeat(5000) }).success).toBe(true);
    expect(createTicketInput.safeParse({ subject: 'a', message: 'x'.repeat(5001) }).success).toBe(false);
    expect(createTicketInput.parse({ subject: ' <b>s</b> ', message: 'a\nb' })).toEqual({ subject: '<b>s</b>', message: 'a\nb' });
  });

  it('broadcast: single needs target_id, others drop it', () => {
    const single = broadcastInput.safeParse({ target: 'single', subject: 's', message: 'm' });
    expect(single.error?.issues[0]?.message).toBe(TICKET_MSG.targetIdRequired);
    expect(broadcastInput.parse({ target: 'all_users', target_id: 'abc', subject: 's', message: 'm' }).target_id).toBeNull();
    expect(broadcastInput.safeParse({ target: 'all_users', subject: ' ', message: 'm' }).error?.issues[0]?.message).toBe(TICKET_MSG.broadcastRequired);
    expect(broadcastInput.safeParse({ target: 'everyone', subject: 's', message: 'm' }).success).toBe(false);
  });

  it('cuts texts to 50 characters plus an ellipsis', () => {
    expect(cutTicketText('a'.repeat(50))).toBe('a'.repeat(50));
    expect(cutTicketText('a'.repeat(51))).toBe(`${'a'.repeat(50)}…`);
    expect(cutTicketText('a'.repeat(120), 100)).toBe(`${'a'.repeat(100)}…`);
  });
});
