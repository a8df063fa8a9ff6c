import { dashboardPathFor, type Role } from '@shared/auth/roles';
import { ROUTE_ACCESS, type RouteAccess } from '@shared/routes';

const HERE = 'https://same-site.invalid';

/** Only same-site paths are followed after login; anything else falls back. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  // Read as the browser reads it: it drops tabs and line breaks, so "/\t/evil.example" is "//evil.example".
  try {
    if (new URL(target, HERE).origin !== HERE) return null;
  } catch {
    return null;
  }
  return target;
}

/**
 * Where a signed-in person goes from the sign-in pages: the ?redirect path when it is safe, else
 * their role's dashboard. A redirect back to a sign-in page (/login?redirect=/login, left by a
 * session that ended there) would only send them on again, so it counts as none.
 */
export function signedInLanding(redirect: string | null | undefined, role: Role | null | undefined): string {
  const target = safeRedirect(redirect);
  const path = target?.split(/[?#]/)[0] ?? '';
  return target && !isGuestPath(path) ? target : dashboardPathFor(role);
}

/** /login, /register, /forgot-password: the pages only a signed-out person uses. */
export function isGuestPath(path: string): boolean {
  return (ROUTE_ACCESS as Record<string, RouteAccess>)[path] === 'guest';
}
