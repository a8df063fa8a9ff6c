/**
 * Signatures of the store's content delivery: short-lived media addresses bound to a viewer
 * (a <video> element or a download link sends no bearer header) and upload tickets, which the
 * REST upload paths hand to the admin procedures for the files they streamed to disk. Both are
 * HMAC-SHA256 under the server's token secret, compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MediaPurpose } from '@shared/store/media';
import type { MediaKind } from '@shared/store/admin-schemas';

/** A signed media address stays valid this long (a lesson plays through it, seeks included). */
export const MEDIA_LINK_TTL_SECONDS = 2 * 60 * 60;
/** An upload ticket must be used within this time. */
const UPLOAD_TICKET_TTL_SECONDS = 15 * 60;

function mac(secret: Uint8Array, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function mediaPath(kind: MediaKind, productId: string, ref?: string | number | null): string {
  return `/api/store/download/${kind}/${productId}${ref === undefined || ref === null ? '' : `/${ref}`}`;
}

/** Whom a media address is signed for: the account and its token version at signing time. */
export interface MediaViewer {
  id: string;
  /** users.token_version: a password change bumps it, which voids the addresses signed before. */
  version: number;
}

const mediaText = (kind: MediaKind, productId: string, ref: string | number, viewer: MediaViewer, exp: string | number) =>
  `media|${kind}|${productId}|${ref}|${viewer.id}|${viewer.version}|${exp}`;

/** The address of a private medium for one viewer, valid MEDIA_LINK_TTL_SECONDS from now. */
export function signedMediaUrl(secret: Uint8Array, kind: MediaKind, productId: string, ref: string | number, viewer: MediaViewer, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + MEDIA_LINK_TTL_SECONDS;
  const sig = mac(secret, mediaText(kind, productId, ref, viewer, exp));
  return `${mediaPath(kind, productId, ref)}?${new URLSearchParams({ u: viewer.id, exp: String(exp), sig }).toString()}`;
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

export function checkMediaSignature(
  secret: Uint8Array,
  kind: MediaKind,
  productId: string,
  ref: string,
  viewer: MediaViewer,
  exp: string,
  sig: string,
  now: Date,
): SignatureCheck {
  if (!/^\d{1,12}$/.test(exp)) return 'invalid';
  if (!sameText(mac(secret, mediaText(kind, productId, ref, viewer, exp)), sig)) return 'invalid';
  return Number(exp) * 1000 < now.getTime() ? 'expired' : 'ok';
}

/** A file the upload path wrote, as the procedures receive it. */
export interface UploadedMedia {
  stored_name: string;
  filename: string;
  size: number;
  mime_type: string;
  purpose: MediaPurpose;
}

export function signUploadTicket(secret: Uint8Array, file: UploadedMedia, uploaderId: string, now: Date): string {
  const body = Buffer.from(
    JSON.stringify({ ...file, u: uploaderId, e: Math.floor(now.getTime() / 1000) + UPLOAD_TICKET_TTL_SECONDS }),
  ).toString('base64url');
  return `${body}.${mac(secret, `upload|${body}`)}`;
}

/** The file a ticket names, when it was signed here for this uploader and purpose and is fresh. */
export function readUploadTicket(secret: Uint8Array, ticket: string, uploaderId: string, purpose: MediaPurpose, now: Date): UploadedMedia | null {
  const [body, sig] = ticket.split('.');
  if (!body || !sig || !sameText(mac(secret, `upload|${body}`), sig)) return null;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as UploadedMedia & { u: string; e: number };
    if (data.u !== uploaderId || data.purpose !== purpose || data.e * 1000 < now.getTime()) return null;
    return { stored_name: data.stored_name, filename: data.filename, size: data.size, mime_type: data.mime_type, purpose: data.purpose };
  } catch {
    return null;
  }
}
