import type { Kysely } from 'kysely';
import { MSG } from '@shared/messages';
import { CHAT_PAGE_SIZE } from '@shared/orders/schemas';
import { ORDER_MSG } from '@shared/orders/messages';
import type { ChatMessageKind, ChatMessagesTable, Database, UserRow } from '../../db/schema';
import type { DB } from '../../db/connection';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { notify } from '../notifications/notices';
import { publishLiveAll } from '../notifications/live-hub';
import { orderForParty, type OrderContext } from '../orders/access';
import { isolate } from '@shared/text/bidi';

export interface NewChatMessage {
  order: OrderContext;
  /** The customer or the cafe's manager; the other one receives it. */
  senderId: string;
  kind: ChatMessageKind;
  message: string;
  fileId?: string | null;
  caption?: string | null;
  isFinal?: boolean;
}

/**
 * Writes one message of an order's chat inside the caller's transaction. created_at is made
 * strictly later than the order's previous message, so messages keep their order exactly even
 * when two arrive within one millisecond.
 */
export async function insertChatMessage(trx: Kysely<Database>, msg: NewChatMessage, now: Date): Promise<ChatMessagesTable> {
  const { order, cafeOwnerId } = msg.order;
  const fromCustomer = msg.senderId === order.user_id;
  const last = await trx
    .selectFrom('chat_messages')
    .select('created_at')
    .where('order_id', '=', order.id)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  let at = now.getTime();
  if (last && Date.parse(last.created_at) >= at) at = Date.parse(last.created_at) + 1;
  const row: ChatMessagesTable = {
    id: newId(),
    order_id: order.id,
    sender_id: msg.senderId,
    sender_role: fromCustomer ? 'user' : 'coffenet',
    receiver_id: fromCustomer ? cafeOwnerId : order.user_id,
    kind: msg.kind,
    message: msg.message,
    file_id: msg.fileId ?? null,
    caption: msg.caption ?? null,
    is_final: msg.isFinal ? 1 : 0,
    seen_at: null,
    created_at: nowIso(new Date(at)),
  };
  await trx.insertInto('chat_messages').values(row).execute();
  await publishLiveAll(
    trx,
    [row.sender_id, row.receiver_id].map((userId) => ({ userId, type: 'chat' as const, data: { order_id: row.order_id, message_id: row.id } })),
  );
  return row;
}

/** The name a chat shows for a sender: the cafe's name for its manager, the person's name otherwise. */
function senderName(row: { sender_role: string; cafe_name: string; sender_name: string | null; sender_username: string }) {
  return row.sender_role === 'coffenet' ? row.cafe_name : (row.sender_name ?? row.sender_username);
}

function messagesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('chat_messages')
    .innerJoin('orders', 'orders.id', 'chat_messages.order_id')
    .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
    .innerJoin('users as sender', 'sender.id', 'chat_messages.sender_id')
    .leftJoin('order_files', 'order_files.id', 'chat_messages.file_id')
    .selectAll('chat_messages')
    .select([
      'cafes.cafe_name as cafe_name',
      'sender.name as sender_name',
      'sender.username as sender_username',
      'order_files.original_name as file_name',
      'order_files.size as file_size',
      'order_files.mime_type as file_type',
    ]);
}

type MessageRow = ChatMessagesTable & {
  cafe_name: string;
  sender_name: string | null;
  sender_username: string;
  file_name: string | null;
  file_size: number | null;
  file_type: string | null;
};

/** The spec's chat message fields (spec 2 §3). */
function messageView(row: MessageRow) {
  return {
    _id: row.id,
    id: row.id,
    order_id: row.order_id,
    sender_id: row.sender_id,
    sender_role: row.sender_role,
    sender_name: senderName(row),
    receiver_id: row.receiver_id,
    kind: row.kind,
    message: row.message,
    created_at: row.created_at,
    file_id: row.file_id,
    file_info: row.file_id && row.file_name ? { name: row.file_name, size: row.file_size ?? 0, type: row.file_type ?? '' } : null,
    caption: row.caption,
    is_final: row.is_final === 1,
    seen: row.seen_at !== null,
    seen_at: row.seen_at,
  };
}
export type ChatMessageView = ReturnType<typeof messageView>;

/** Lists that are not paged by cursor yet (notices, a thread across orders) stop at this many. */
export const CHAT_PAGE_MAX = 500;

export async function sendMessage(
  db: DB,
  user: UserRow,
  input: { orderId: string; message: string; file_id?: string | null; caption?: string | null },
  now: Date,
): Promise<ChatMessageView> {
  const ctx = await orderForParty(db, user, input.orderId);
  if (ctx.party === 'admin') throw fail.forbidden(ORDER_MSG.adminCannotChat);
  let file: { id: string; original_name: string; is_final: number } | undefined;
  if (input.file_id) {
    file = await db
      .selectFrom('order_files')
      .select(['id', 'original_name', 'is_final', 'uploader_id', 'order_id'])
      .where('id', '=', input.file_id)
      .executeTakeFirst()
      .then((f) => {
        if (!f || f.order_id !== ctx.order.id) throw fail.notFound(ORDER_MSG.fileNotFound);
        if (f.uploader_id !== user.id) throw fail.forbidden(ORDER_MSG.chatFileNotOfSender);
        return f;
      });
  }
  const text = input.message.trim() || file?.original_name || '';
  const id = await db.transaction().execute(async (trx) => {
    const row = await insertChatMessage(
      trx,
      {
        order: ctx,
        senderId: user.id,
        kind: file ? 'file' : 'text',
        message: text,
        fileId: file?.id,
        caption: input.caption,
        isFinal: file?.is_final === 1,
      },
      now,
    );
    await notifyChatReceiver(trx, ctx, row, user, now);
    return row.id;
  });
  const row = (await messagesQuery(db).where('chat_messages.id', '=', id).executeTakeFirstOrThrow()) as MessageRow;
  return messageView(row);
}

/** One unread bell notice per order: a new one only when the receiver has read the last. */
async function notifyChatReceiver(trx: Kysely<Database>, ctx: OrderContext, row: ChatMessagesTable, sender: UserRow, now: Date) {
  const unreadNotice = await trx
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', row.receiver_id)
    .where('type', '=', 'chat_message')
    .where('is_read', '=', 0)
    .where('data', 'like', `%"order_id":"${ctx.order.id}"%`)
    .limit(1)
    .executeTakeFirst();
  if (unreadNotice) return;
  const name = row.sender_role === 'coffenet' ? ctx.cafeName : (sender.name ?? sender.username);
  await notify(
    trx,
    row.receiver_id,
    {
      type: 'chat_message',
      title: ORDER_MSG.chatTitle,
      message: `${isolate(name)}: ${row.message}`,
      data: { order_id: ctx.order.id, sender_name: name, sender_role: row.sender_role, service_type: ctx.order.service_type },
    },
    now,
  );
}

/** An order's chat, oldest first: its newest CHAT_PAGE_SIZE messages (older ones through orderMessagesPage). */
export async function orderMessages(db: DB, user: UserRow, orderId: string) {
  return (await orderMessagesPage(db, user, orderId, null, CHAT_PAGE_SIZE)).messages;
}

const cursorOf = (row: { created_at: string; id: string }) => `${row.created_at}_${row.id}`;

/**
 * One page of an order's chat, oldest first: the newest `limit` messages older than `cursor`
 * (the newest ones without it), read from the (order_id, created_at, id) index; next_cursor
 * asks for the page before it, null when there is none.
 */
export async function orderMessagesPage(db: DB, user: UserRow, orderId: string, cursor: string | null | undefined, limit: number) {
  await orderForParty(db, user, orderId);
  let query = messagesQuery(db).where('chat_messages.order_id', '=', orderId);
  if (cursor) {
    const [at, id] = [cursor.slice(0, cursor.lastIndexOf('_')), cursor.slice(cursor.lastIndexOf('_') + 1)];
    query = query.where((eb) =>
      eb.or([eb('chat_messages.created_at', '<', at), eb.and([eb('chat_messages.created_at', '=', at), eb('chat_messages.id', '<', id)])]),
    );
  }
  const rows = (await query
    .orderBy('chat_messages.created_at', 'desc')
    .orderBy('chat_messages.id', 'desc')
    .limit(limit + 1)
    .execute()) as MessageRow[];
  const has_more = rows.length > limit;
  const page = rows.slice(0, limit);
  return { messages: page.reverse().map(messageView), has_more, next_cursor: has_more ? cursorOf(page[0]!) : null };
}

/** Marks what `user` received in an order's chat as seen. */
export async function markOrderSeen(db: DB, user: UserRow, orderId: string, now: Date) {
  await orderForParty(db, user, orderId);
  const result = await db
    .updateTable('chat_messages')
    .set({ seen_at: nowIso(now) })
    .where('receiver_id', '=', user.id)
    .where('seen_at', 'is', null)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return { success: true, updated: Number(result.numUpdatedRows) };
}

/** What `user` has not read yet: in total and by order. */
export async function unreadCounts(db: DB, user: UserRow) {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['order_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('receiver_id', '=', user.id)
    .where('seen_at', 'is', null)
    .groupBy('order_id')
    .execute();
  const by_order = Object.fromEntries(rows.map((r) => [r.order_id, Number(r.n)]));
  return { total: rows.reduce((sum, r) => sum + Number(r.n), 0), by_order };
}

/** GET /api/chat/unread/{coffenetId}: a cafe's manager reads the unread count of their own cafe. */
export async function unreadForCafe(db: DB, user: UserRow, cafeOrOwnerId: string) {
  const cafe = await db
    .selectFrom('cafes')
    .select(['id', 'owner_id'])
    .where((eb) => eb.or([eb('id', '=', cafeOrOwnerId), eb('owner_id', '=', cafeOrOwnerId)]))
    .executeTakeFirst();
  if (!cafe) throw fail.notFound(MSG.cafeNotFound);
  if (cafe.owner_id !== user.id && user.role !== 'admin') throw fail.forbidden(MSG.forbidden);
  const { total } = await unreadCounts(db, { ...user, id: cafe.owner_id });
  return { unread_count: total, count: total };
}

/** Chat notices (spec 2 §3): one per order with unread messages, newest first. */
export async function chatNotifications(db: DB, user: UserRow) {
  const rows = (await messagesQuery(db)
    .where('chat_messages.receiver_id', '=', user.id)
    .where('chat_messages.seen_at', 'is', null)
    .orderBy('chat_messages.created_at', 'desc')
    .limit(CHAT_PAGE_MAX)
    .execute()) as MessageRow[];
  const byOrder = new Map<string, { row: MessageRow; count: number }>();
  for (const row of rows) {
    const entry = byOrder.get(row.order_id);
    if (entry) entry.count += 1;
    else byOrder.set(row.order_id, { row, count: 1 });
  }
  return [...byOrder.values()].map(({ row, count }) => ({
    _id: row.id,
    id: row.id,
    order_id: row.order_id,
    sender_id: row.sender_id,
    sender_name: senderName(row),
    sender_role: row.sender_role,
    message: row.message,
    created_at: row.created_at,
    unread_count: count,
  }));
}

/** GET /api/chat/thread/{userId}: every message between the caller and one person, across orders. */
export async function threadWith(db: DB, user: UserRow, otherId: string) {
  const rows = (await messagesQuery(db)
    .where((eb) =>
      eb.or([
        eb.and([eb('chat_messages.sender_id', '=', user.id), eb('chat_messages.receiver_id', '=', otherId)]),
        eb.and([eb('chat_messages.sender_id', '=', otherId), eb('chat_messages.receiver_id', '=', user.id)]),
      ]),
    )
    .orderBy('chat_messages.created_at', 'desc')
    .limit(CHAT_PAGE_MAX)
    .execute()) as MessageRow[];
  return rows.reverse().map(messageView);
}

/** Marks what one person sent the caller as seen; an id that names nobody is a 404, not "nothing to mark". */
export async function markThreadSeen(db: DB, user: UserRow, otherId: string, now: Date) {
  const other = await db.selectFrom('users').select('id').where('id', '=', otherId).executeTakeFirst();
  if (!other) throw fail.notFound(ORDER_MSG.chatPersonNotFound);
  const result = await db
    .updateTable('chat_messages')
    .set({ seen_at: nowIso(now) })
    .where('receiver_id', '=', user.id)
    .where('sender_id', '=', otherId)
    .where('seen_at', 'is', null)
    .executeTakeFirst();
  return { success: true, updated: Number(result.numUpdatedRows) };
}
