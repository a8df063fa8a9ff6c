import type { MiddlewareHandler } from 'hono';

/**
 * Headers for what must not be cached or granted (issue 14):
 * - JSON answered to a request that carried a token or a service key depends on who asked, so
 *   no cache (browser, proxy or CDN) may keep it: `Cache-Control: no-store`, `Vary: Authorization`.
 *   Other caching headers (public GETs) are left to whoever set them.
 * - HTML pages (the app, the gateway simulator's page) never need the camera, the microphone or
 *   the location: `Permissions-Policy` turns them off.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

export function privateResponseHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (type.includes('text/html')) c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    const credentialed = Boolean(c.req.header('authorization') || c.req.header('x-api-key'));
    if (credentialed && type.includes('json')) {
      c.res.headers.set('Cache-Control', 'no-store');
      c.res.headers.append('Vary', 'Authorization');
    }
  };
}
