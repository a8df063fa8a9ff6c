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

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date = new Date()): Promise<TokenClaims | null> {
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
    if (typeof sub !== 'string' || !isRole(role) || typeof ver !== 'number') return null;
    return { userId: sub, role, version: ver };
  } catch {
    return null;
  }
}
