import { describe, expect, it, vi } from 'vitest';
import { LIVE_HEARTBEAT_MS } from '../../src-server/http/live-stream';
import { restOrderWorld } from '../helpers/rest-orders';
import { liveHub } from '../../src-server/services/notifications/live-hub';
import { ADMIN_MSG } from '@shared/admin/messages';
import { DEFAULT_PASSWORD } from '../helpers/db';

interface SseEvent {
  id: string | null;
  event: string;
  data: any;
}

/** Reads a Server-Sent Events body event by event, as EventSource would. */
function sseReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<SseEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((l) => !l.startsWith(':'));
        if (!lines.length) continue; // a heartbeat comment
        const field = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? null;
        return { id: field('id'), event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  /** Events until one matches, failing after `max` events. */
  const until = async (match: (e: SseEvent) => boolean, max = 20) => {
    const seen: SseEvent[] = [];
    for (let i = 0; i < max; i++) {
      const e = await next();
      seen.push(e);
      if (match(e)) return seen;
    }
    throw new Error(`no matching event in ${JSON.stringify(seen)}`);
  };
  return { next, until, close: () => reader.cancel() };
}

describe('live updates over Server-Sent Events', () => {
  it('delivers a chat message to the other party and, after a reconnect with Last-Event-ID, exactly what was missed', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    const open = (headers: Record<string, string> = {}) => w.app.request('/api/live', { headers: { authorization: `Bearer ${w.tokens.cafe}`, ...headers } });

    const first = await open();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(first.headers.get('content-encoding')).toBeNull();
    const stream = sseReader(first);
    expect((await stream.next()).event).toBe('ready');

    const sent = await w.call('/chat/send', { token: w.tokens.customer, json: { order_id: orderId, message: 'سلام، فایل را فرستادم' } });
    expect(sent.status).toBeLessThan(300);
    const events = await stream.until((e) => e.event === 'chat');
    const chat = events.at(-1)!;
    expect(chat.data).toMatchObject({ order_id: orderId, message_id: sent.body.id ?? sent.body._id });
    expect(chat.id).toMatch(/^[0-9a-f]{8}-\d+$/);
    // The bell's notice of it comes too (the first unread message of the order makes one).
    const notice = await stream.until((e) => e.event === 'notification');
    await stream.close();
    const lastSeen = notice.at(-1)!.id!;

    // Two messages while the tab is away, and a status change.
    const missed: string[] = [];
    for (const text of ['پیام دوم', 'پیام سوم']) {
      missed.push((await w.call('/chat/send', { token: w.tokens.customer, json: { order_id: orderId, message: text } })).body.id);
    }
    const resumed = sseReader(await open({ 'last-event-id': lastSeen }));
    expect((await resumed.next()).event).toBe('ready');
    const replay = await resumed.until((e) => e.event === 'chat' && e.data.message_id === missed[1]);
    const chats = replay.filter((e) => e.event === 'chat').map((e) => e.data.message_id);
    expect(chats).toEqual(missed);
    // Nothing already delivered comes again, and every id is newer than the one resumed from.
    const seqOf = (id: string) => Number(id.split('-')[1]);
    for (const e of replay) expect(seqOf(e.id!)).toBeGreaterThan(seqOf(lastSeen));
    await resumed.close();
  });

  it('tells a tab to refetch everything when it cannot tell what was missed, and refuses a stream without a valid token', async () => {
    const w = await restOrderWorld();
    const stale = sseReader(await w.app.request('/api/live', { headers: { authorization: `Bearer ${w.tokens.customer}`, 'last-event-id': '00000000-5' } }));
    expect((await stale.next()).event).toBe('ready');
    expect((await stale.next()).event).toBe(liveHub.boot === '00000000' ? 'chat' : 'resync');
    await stale.close();

    expect((await w.app.request('/api/live')).status).toBe(401);
    expect((await w.app.request('/api/live?ticket=not-a-ticket')).status).toBe(401);
    // The session token is never taken from the address, where access logs would keep it.
    expect((await w.app.request(`/api/live?access_token=${w.tokens.customer}`)).status).toBe(401);
  });

  it('opens a browser’s stream with a one-minute ticket that is no session token and no longer works once expired', async () => {
    const w = await restOrderWorld();
    const minted = await w.app.request('/trpc/auth.liveTicket', { method: 'POST', headers: { authorization: `Bearer ${w.tokens.customer}`, 'content-type': 'application/json' }, body: '{}' });
    expect(minted.status).toBe(200);
    const { ticket, expires_in } = ((await minted.json()) as { result: { data: { ticket: string; expires_in: number } } }).result.data;
    expect(expires_in).toBe(60);
    const stream = sseReader(await w.app.request(`/api/live?ticket=${encodeURIComponent(ticket)}`));
    expect((await stream.next()).event).toBe('ready');
    await stream.close();
    // A ticket opens the stream only: as a session token it is refused.
    expect((await w.call('/auth/me', { token: ticket })).status).toBe(401);
    // Nobody signed in gets no ticket; an expired one opens nothing.
    expect((await w.app.request('/trpc/auth.liveTicket', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
    w.clock.advanceSeconds(61);
    expect((await w.app.request(`/api/live?ticket=${encodeURIComponent(ticket)}`)).status).toBe(401);
  });

  it('refuses an account that must change its one-time password, by ticket and by Bearer, and opens once it has', async () => {
    const w = await restOrderWorld();
    const mint = (token: string) =>
      w.app.request('/trpc/auth.liveTicket', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    const ticketOf = async (token: string) => ((await (await mint(token)).json()) as { result: { data: { ticket: string } } }).result.data.ticket;
    // A ticket minted before the account was put on a one-time password (the flag set as an admin's new cafe has it).
    const early = await ticketOf(w.tokens.customer);
    await w.db.updateTable('users').set({ must_change_password: 1 }).where('id', '=', w.customer.id).execute();

    for (const refused of [
      await w.app.request(`/api/live?ticket=${encodeURIComponent(early)}`),
      await w.app.request('/api/live', { headers: { authorization: `Bearer ${w.tokens.customer}` } }),
    ]) {
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ detail: ADMIN_MSG.mustChangePassword });
    }
    // No new ticket either: the same refusal as every other procedure, with its marker.
    const noTicket = await mint(w.tokens.customer);
    expect(noTicket.status).toBe(403);
    expect(((await noTicket.json()) as { error: { message: string; data: { details: unknown } } }).error).toMatchObject({
      message: ADMIN_MSG.mustChangePassword,
      data: { details: { must_change_password: true } },
    });

    const changed = await w.call('/auth/change-password', { token: w.tokens.customer, json: { current_password: DEFAULT_PASSWORD, new_password: 'a-new-pass-9' } });
    expect(changed.status).toBe(200);
    const fresh = changed.body.access_token as string;
    const byBearer = sseReader(await w.app.request('/api/live', { headers: { authorization: `Bearer ${fresh}` } }));
    expect((await byBearer.next()).event).toBe('ready');
    await byBearer.close();
    const byTicket = sseReader(await w.app.request(`/api/live?ticket=${encodeURIComponent(await ticketOf(fresh))}`));
    expect((await byTicket.next()).event).toBe('ready');
    await byTicket.close();
  });

  it('tells both parties of an order status change, and no one else', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    const customer = sseReader(await w.app.request('/api/live', { headers: { authorization: `Bearer ${w.tokens.customer}` } }));
    const stranger = sseReader(await w.app.request('/api/live', { headers: { authorization: `Bearer ${w.tokens.otherCustomer}` } }));
    expect((await customer.next()).event).toBe('ready');
    expect((await stranger.next()).event).toBe('ready');
    const priced = await w.call(`/order/${orderId}/status`, { method: 'PATCH', token: w.tokens.cafe, json: { status: 'rejected', reason: 'ظرفیت تکمیل است' } });
    expect(priced.status).toBeLessThan(300);
    const events = await customer.until((e) => e.event === 'order');
    expect(events.at(-1)!.data).toEqual({ order_id: orderId, status: 'rejected', by: 'cafe' });
    await customer.close();
    // The stranger's stream got nothing of it: the first thing it reads is a sentinel sent after.
    liveHub.publish(w.otherCustomer.id, 'notification', { id: 'sentinel', type: 'system', order_id: null });
    const first = await stranger.next();
    expect(first.data.id).toBe('sentinel');
    await stranger.close();
  });

  it('ends a busy stream whose account was blocked, at the next check even while events keep coming', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    const stream = sseReader(await w.app.request('/api/live', { headers: { authorization: `Bearer ${w.tokens.customer}` } }));
    expect((await stream.next()).event).toBe('ready');
    await w.db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', w.customer.id).execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Messages arrive more often than the idle heartbeat, as in an active chat; half a minute passes.
      vi.setSystemTime(Date.now() + LIVE_HEARTBEAT_MS + 1_000);
      liveHub.publish(w.customer.id, 'chat', { order_id: orderId, message_id: 'x' });
      await expect(stream.next()).rejects.toThrow('stream ended');
    } finally {
      vi.useRealTimers();
    }
  });
});
