// GET /api/live is served by src-server/http/live-stream.ts (a stream, not a route of the table);
// its entry in the OpenAPI document lives here, in the rest layer that builds the document.
import { z } from 'zod';
import type { DocumentedPath } from './doc';

/** What the OpenAPI document says of GET /api/live (issue 17). */
export const liveStreamDoc: DocumentedPath = {
  method: 'GET',
  path: '/live',
  doc: {
    tag: 'meta',
    summary: 'Live updates (notifications, chat, order status) as Server-Sent Events',
    description: 'A Bearer header, or a one-minute ?ticket= from the auth.liveTicket procedure (EventSource cannot send headers; the session token never goes in the address); a reconnect sends Last-Event-ID. An account that must still change its one-time password is refused with 403 until it does.',
    access: 'signed-in',
    query: z.object({ ticket: z.string().optional(), last_event_id: z.string().optional() }),
    answer: z.string(),
    answerKind: 'stream',
    // 403: an account that must still change its one-time password.
    notErrors: [422],
  },
};
