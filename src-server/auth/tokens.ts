import { SignJWT, jwtVerify } from 'jose';
import { isRole, type Role } from '@shared/auth/roles';
import { SESSION } from '@shared/constants';

export interface TokenClaims {
  userId: string;
  role: Role;
  /** The user's token_version when the token was issued; a password change bumps it. */
  version: number;
}

export async function signAccessToken(secret: Uint8Array, claims: TokenClaims, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION.tokenLifetimeSeconds)
    .sign(await hmacKey(secret));
}

/**
 * The secret imported as a WebCrypto HMAC key once per secret: given the raw bytes, jose imports
 * them again on every call, which was about half of a token check (issue 13).
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    hmacKeys.set(secret, key);
  }
  return key;
}

/**
 * Tokens already verified with a secret, by their exact text, with their expiry: a tab polls with
 * the same token every few seconds, and the signature check (WebCrypto HMAC, an async job on the
 * thread pool) was the largest single cost of a signed-in request. The same text carries the same
 * signature, so a hit needs only the expiry checked again; revocation is unaffected (the caller
 * still compares the claims' version with the user's row on every request). Only valid tokens are
 * kept, at most VERIFIED_MAX per secret, oldest dropped first.
 */
const VERIFIED_MAX = 10_000;
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; exp: number }>>();

function verifiedOf(secret: Uint8Array) {
  let verified = verifiedTokens.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(secret, verified);
  }
  return verified;
}

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date = new Date()): Promise<TokenClaims | null> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const verified = verifiedOf(secret);
  const known = verified.get(token);
  // jose's rule: a token is expired once exp <= now.
  if (known) return known.exp > nowSeconds ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      // A token without an expiry is refused (issue 14).
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { sub, role, ver, exp, iat } = payload;
    // Nor is one made to last longer than a session (a leaked secret or a hand-made token).
    if (typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > SESSION.tokenLifetimeSeconds) return null;
    // A single-purpose ticket (the live stream's) is never a session.
    if (payload.use !== undefined) return null;
    if (typeof sub !== 'string' || !isRole(role) || typeof ver !== 'number') return null;
    // A token with a not-before claim is left to jose every time (the app never makes one).
    const claims: TokenClaims = { userId: sub, role, version: ver };
    if (payload.nbf === undefined) {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, exp });
    }
    return claims;
  } catch {
    return null;
  }
}

/**
 * How long a live-stream ticket may be presented. EventSource cannot send an Authorization
 * header, so the stream's address carries a ticket: the session token there would be written to
 * every access log on the way (issue found in the 27 Nov security read). A ticket opens the live
 * stream only, and only for a minute; the stream then checks the account itself.
 */
export const LIVE_TICKET_SECONDS = 60;

export async function signLiveTicket(secret: Uint8Array, claims: TokenClaims, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, ver: claims.version, use: 'live' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIVE_TICKET_SECONDS)
    .sign(await hmacKey(secret));
}

/** The claims of an unexpired live ticket, or null (a session token is not a ticket). */
export async function verifyLiveTicket(secret: Uint8Array, ticket: string, now: Date = new Date()): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, await hmacKey(secret), { algorithms: ['HS256'], currentDate: now, requiredClaims: ['exp', 'iat', 'sub'] });
    const { sub, role, ver, exp, iat, use } = payload;
    if (use !== 'live' || typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > LIVE_TICKET_SECONDS) return null;
    if (typeof sub !== 'string' || !isRole(role) || typeof ver !== 'number') return null;
    return { userId: sub, role, version: ver };
  } catch {
    return null;
  }
}

