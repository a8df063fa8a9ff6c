import type { Context } from 'hono';

/**
 * Answers made whole where they were made, every header included (the public list cache's kept
 * answers): the outer middlewares that would add security, privacy and encoding headers leave them
 * as they are. Touching `res.headers` at all turns @hono/node-server's light answer into a Headers
 * object and a Response (a fifth of a kept answer's CPU), so they ask here first.
 */
const finalAnswers = new WeakSet<Request>();

export function markFinalAnswer(c: Context): void {
  finalAnswers.add(c.req.raw);
}

export function isFinalAnswer(c: Context): boolean {
  return finalAnswers.has(c.req.raw);
}
