import type { Context as HonoContext } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { MSG } from '@shared/messages';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods each documented /api path answers, for the 405 of a known path asked with another
 * method (DELETE on an order): a 404 there told the caller the order did not exist. The same router
 * Hono routes with reads the paths, so `:id{[0-9a-f]{24}}` constraints mean what they mean there.
 */
export function methodsOfPaths(paths: ReadonlyArray<{ method: string; path: string }>): (path: string) => string[] {
  const router = new TrieRouter<string>();
  for (const p of paths) router.add(p.method, p.path, p.method);
  return (path) => {
    const allowed = METHODS.filter((method) => router.match(method, path)[0].some(([handler]) => handler === method));
    // Hono answers HEAD wherever it answers GET.
    return allowed.includes('GET') ? ['GET', 'HEAD', ...allowed.filter((m) => m !== 'GET')] : allowed;
  };
}

/** The last handler under /api: 405 with `Allow` for a path known under other methods, else 404. */
export function methodNotAllowedOr404(methodsOf: (path: string) => string[], prefix: string) {
  return (c: HonoContext) => {
    const path = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) || '/' : c.req.path;
    const allowed = methodsOf(path);
    if (allowed.length === 0) return c.json({ detail: MSG.notFound }, 404);
    return c.json({ detail: MSG.methodNotAllowed }, 405, { Allow: allowed.join(', ') });
  };
}
