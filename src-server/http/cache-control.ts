import type { MiddlewareHandler } from 'hono';

/**
 * Sets Cache-Control on a successful answer of the handlers after it. (serveStatic's onFound runs
 * after its response is built, so a header set there never reaches the browser.)
 */
export function cacheControl(value: string, only: (contentType: string) => boolean = () => true): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 && only(c.res.headers.get('content-type') ?? '')) c.res.headers.set('Cache-Control', value);
  };
}
