import type { Context } from 'hono';

/**
 * The 413 every body limit answers (issue 14). The body was not read, so the connection cannot
 * carry another request: say so with `Connection: close` instead of closing a keep-alive
 * connection silently under the client.
 */
export function payloadTooLarge(c: Context, message: string): Response {
  c.header('Connection', 'close');
  return c.json({ detail: message }, 413);
}
