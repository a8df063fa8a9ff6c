import type { Context, MiddlewareHandler } from 'hono';
import { isFinalAnswer, type HeaderSink } from './final-answers';

/**
 * Headers for what must not be cached or granted (issue 14):
 * - JSON answered to a request that carried a token or a service key depends on who asked, so
 *   no cache (browser, proxy or CDN) may keep it: `Cache-Control: no-store`, `Vary: Authorization`.
 *   Other caching headers (public GETs) are left to whoever set them.
 * - HTML pages (the app, the gateway simulator's page) never need the camera, the microphone or
 *   the location: `Permissions-Policy` turns them off.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** Whether the request carried a token or a service key: its JSON answers are then private. */
export function isCredentialed(c: Context): boolean {
  return Boolean(c.req.header('authorization') || c.req.header('x-api-key'));
}

/** Adds this file's headers for an answer of `contentType` to `c`'s request onto `headers`. */
export function addPrivacyHeaders(c: Context, headers: HeaderSink, contentType: string): void {
  if (contentType.includes('text/html')) headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (isCredentialed(c) && contentType.includes('json')) {
    headers.set('Cache-Control', 'no-store');
    headers.append('Vary', 'Authorization');
  }
}

export function privateResponseHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isFinalAnswer(c)) return;
    addPrivacyHeaders(c, c.res.headers, c.res.headers.get('content-type') ?? '');
  };
}
