import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION } from '@shared/constants';
import { signAccessToken, verifyAccessToken } from '../../src-server/auth/tokens';

// Verified tokens are remembered by their exact text (src-server/auth/tokens.ts): a hit must
// answer exactly what a fresh verification would, at every moment of the token's life.

const claims = { userId: 'a'.repeat(24), role: 'user' as const, version: 3 };
const t0 = new Date('2030-01-01T10:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('verified access tokens', () => {
  it('answer the same claims again, and nothing once expired, on the same second as a fresh check', async () => {
    const secret = randomBytes(32);
    const token = await signAccessToken(secret, claims, t0);
    expect(await verifyAccessToken(secret, token, t0)).toEqual(claims); // verified and remembered
    expect(await verifyAccessToken(secret, token, at(SESSION.tokenLifetimeSeconds - 1))).toEqual(claims);
    expect(await verifyAccessToken(secret, token, at(SESSION.tokenLifetimeSeconds))).toBeNull();
    // A token never seen before is judged the same way at the same moments.
    const other = await signAccessToken(secret, { ...claims, version: 4 }, t0);
    expect(await verifyAccessToken(secret, other, at(SESSION.tokenLifetimeSeconds))).toBeNull();
    expect(await verifyAccessToken(secret, other, at(SESSION.tokenLifetimeSeconds - 1))).toEqual({ ...claims, version: 4 });
  });

  it('are remembered per secret, and a changed character is checked afresh', async () => {
    const secret = randomBytes(32);
    const token = await signAccessToken(secret, claims, t0);
    expect(await verifyAccessToken(secret, token, t0)).toEqual(claims);
    expect(await verifyAccessToken(randomBytes(32), token, t0)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: claims.userId, role: 'admin', ver: 3, iat: 1_893_492_000, exp: 1_893_492_600 })).toString('base64url')}.${signature}`;
    expect(await verifyAccessToken(secret, forged, t0)).toBeNull();
    const flipped = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(secret, flipped, t0)).toBeNull();
    expect(await verifyAccessToken(secret, token, t0)).toEqual(claims);
  });
});
