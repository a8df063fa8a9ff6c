import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isFinalAnswer } from './final-answers';

/**
 * The security headers of every answer: Hono's secureHeaders with the app's Content-Security-Policy.
 * Its headers are the same for every request (no nonce), so they are read off it once, here, and
 * set by `securityHeaders()`; answers made whole (kept lists, whole-json.ts) carry the same list
 * and skip this middleware (final-answers.ts).
 */
const hono = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    // The lesson form reads a chosen video's length from a blob: address (issue 12).
    mediaSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"], // Mantine sets inline style attributes
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  },
});

async function headersOf(middleware: MiddlewareHandler): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use(middleware);
  probe.get('/', (c) => c.body(null, 204));
  return [...(await probe.request('/')).headers];
}

let list: Promise<ReadonlyArray<readonly [string, string]>> | undefined;
/** Lower-case name → value, in Hono's order. */
export function securityHeaderList(): Promise<ReadonlyArray<readonly [string, string]>> {
  return (list ??= headersOf(hono));
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isFinalAnswer(c)) return;
    const headers = c.res.headers;
    for (const [name, value] of await securityHeaderList()) headers.set(name, value);
    headers.delete('x-powered-by');
  };
}
