import { expect } from 'vitest';
import { createApp } from '../../src-server/app';
import { createDeps } from '../../src-server/deps';
import { outboxSms } from '../../src-server/services/auth/sms';
import type { UserRow } from '../../src-server/db/schema';
import { DEFAULT_PASSWORD } from './db';
import { orderWorld } from './orders';

export interface RestAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  bytes: Uint8Array;
}

/** The order world behind the real Hono app, with a token per person. */
export async function restOrderWorld() {
  const w = await orderWorld();
  const app = createApp(createDeps({ db: w.db, files: w.files, now: w.clock.now, sms: outboxSms(w.db, () => {}) }));

  const call = async (path: string, opts: { method?: string; token?: string | null; json?: unknown; form?: FormData; headers?: Record<string, string> } = {}): Promise<RestAnswer> => {
    const headers: Record<string, string> = { ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      // A real multipart/form-data body, encoded the way a browser does it.
      const encoded = new Request('http://local/', { method: 'POST', body: opts.form });
      headers['content-type'] = encoded.headers.get('content-type')!;
      body = new Uint8Array(await encoded.arrayBuffer());
      headers['content-length'] = String((body as Uint8Array).byteLength);
    }
    const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
    const res = await app.request(`/api${path}`, { method, headers, body });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    const text = isJson ? new TextDecoder().decode(bytes) : '';
    if (isJson) expect(text).not.toMatch(/stack|stored_name/i);
    return { status: res.status, headers: res.headers, body: isJson ? JSON.parse(text) : null, bytes };
  };

  const tokenOf = async (user: UserRow) => {
    const res = await call('/auth/login', { json: { username: user.username, password: DEFAULT_PASSWORD } });
    expect(res.status).toBe(200);
    return res.body.access_token as string;
  };

  return {
    ...w,
    app,
    call,
    tokens: {
      customer: await tokenOf(w.customer),
      otherCustomer: await tokenOf(w.otherCustomer),
      cafe: await tokenOf(w.cafeUser),
      otherCafe: await tokenOf(w.otherCafeUser),
      admin: await tokenOf(w.admin),
    },
  };
}

/** A multipart form with one file field. */
export function fileForm(name: string, content: Uint8Array<ArrayBuffer> | string, fields: Record<string, string> = {}, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new File([content], name, { type }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
