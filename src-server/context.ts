import { MSG } from '@shared/messages';
import type { UserRow } from './db/schema';
import { createDeps, type AppDeps } from './deps';
import type { DB } from './db/connection';
import { verifyAccessToken, type TokenClaims } from './auth/tokens';
import { findUserById } from './services/auth/users';
import { SHELL_MSG } from '@shared/shell-messages';

/** Why a presented token did not give a user; authed procedures answer 401 with this. */
export type SessionProblem = typeof SHELL_MSG.sessionExpired | typeof MSG.accountBlocked;

export interface Context extends AppDeps {
  user: UserRow | null;
  sessionProblem: SessionProblem | null;
  clientAddress: string;
  /** X-API-Key of a calling server (the chat-bot); checked by serviceProcedure. */
  apiKey: string | null;
  /** The Origin the browser sent: a payment started from it returns there if it is one of ours. */
  requestOrigin: string | null;
}

/** The request-free context: what tests build and what the HTTP layers call. */
export function createContextInner(
  opts: { db: DB; user?: UserRow | null; sessionProblem?: SessionProblem | null; clientAddress?: string; apiKey?: string | null; requestOrigin?: string | null } & Partial<AppDeps>,
): Context {
  return {
    ...createDeps(opts),
    user: opts.user ?? null,
    sessionProblem: opts.sessionProblem ?? null,
    clientAddress: opts.clientAddress ?? 'local',
    apiKey: opts.apiKey ?? null,
    requestOrigin: opts.requestOrigin ?? null,
  };
}

/**
 * Turns an Authorization header into the current user. The user row is read on every call,
 * so a blocked account or a changed password takes effect at once (DOMAIN.md §1).
 */
export async function resolveSession(
  deps: AppDeps,
  authorization: string | undefined,
): Promise<{ user: UserRow | null; sessionProblem: SessionProblem | null }> {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!token) return { user: null, sessionProblem: null };
  const claims = await verifyAccessToken(deps.jwtSecret, token, deps.now());
  return sessionOfClaims(deps, claims);
}

/** The account verified claims speak for, while their version is the account's and it is not blocked. */
export async function sessionOfClaims(
  deps: AppDeps,
  claims: TokenClaims | null,
): Promise<{ user: UserRow | null; sessionProblem: SessionProblem | null }> {
  if (!claims) return { user: null, sessionProblem: SHELL_MSG.sessionExpired };
  const user = await findUserById(deps.db, claims.userId);
  if (!user || user.token_version !== claims.version) return { user: null, sessionProblem: SHELL_MSG.sessionExpired };
  if (user.is_blocked) return { user: null, sessionProblem: MSG.accountBlocked };
  return { user, sessionProblem: null };
}

export async function createRequestContext(
  deps: AppDeps,
  req: { authorization?: string; clientAddress: string; apiKey?: string; origin?: string },
): Promise<Context> {
  const session = await resolveSession(deps, req.authorization);
  return { ...deps, ...session, clientAddress: req.clientAddress, apiKey: req.apiKey ?? null, requestOrigin: req.origin ?? null };
}
