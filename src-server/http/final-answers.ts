import type { Context } from 'hono';

/**
 * Answers made whole where they were made, every header included (kept list answers, JSON from
 * whole-json.ts): the outer middlewares that would add security, privacy and encoding headers leave
 * them as they are. Touching `res.headers` at all turns @hono/node-server's light answer into a
 * Headers object and a Response, and replacing the answer copies it once more: together about
 * half the CPU of a small signed-in request, so those middlewares ask here first.
 */
const finalAnswers = new WeakSet<Response>();
/** Requests whose answer a middleware keeps as it was made (the public list cache): never made whole inside it. */
const keptRaw = new WeakSet<Request>();

/** Marks an answer as whole; one that replaces it later (an error, a contract violation in tests) is not. */
export function finalAnswer(response: Response): Response {
  finalAnswers.add(response);
  return response;
}

export function isFinalAnswer(c: Context): boolean {
  return finalAnswers.has(c.res);
}

export function keepAnswerRaw(c: Context): void {
  keptRaw.add(c.req.raw);
}

export function isAnswerKeptRaw(c: Context): boolean {
  return keptRaw.has(c.req.raw);
}

/** What the header rules write to: a Headers object, or a plain record with lower-case names (PlainHeaders). */
export interface HeaderSink {
  get(name: string): string | null;
  set(name: string, value: string): void;
  append(name: string, value: string): void;
}

/** A plain header record behind the HeaderSink methods: @hono/node-server writes such a record as it is. */
export class PlainHeaders implements HeaderSink {
  readonly record: Record<string, string>;
  constructor(entries: Iterable<readonly [string, string]> = []) {
    this.record = {};
    for (const [name, value] of entries) this.record[name.toLowerCase()] = value;
  }
  get(name: string): string | null {
    return this.record[name.toLowerCase()] ?? null;
  }
  set(name: string, value: string): void {
    this.record[name.toLowerCase()] = value;
  }
  append(name: string, value: string): void {
    const key = name.toLowerCase();
    const had = this.record[key];
    this.record[key] = had === undefined ? value : `${had}, ${value}`;
  }
}
