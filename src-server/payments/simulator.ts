import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import { formatWalletToman } from '@shared/wallet/transactions';
import { GATEWAY_SIMULATOR_MSG as S, simulatorAlreadySettledMessage } from '@shared/wallet/gateway-simulator-messages';
import type { DB } from '../db/connection';
import type { GatewaySimulatorPaymentsTable } from '../db/schema';
import { nowIso } from '../ids';
import { ZARINPAL_PATHS } from './zarinpal';

/**
 * The embedded payment gateway (DOMAIN.md §4): the Zarinpal v4 protocol served by the app
 * itself, with a page where the payer pays or cancels, so every payment flow works on one
 * machine with no merchant account. It keeps its own table, as a real gateway keeps its own
 * books, and knows nothing of wallets or orders.
 */

const MIN_AMOUNT_RIALS = 1_000;
/** v4 reverses a verified payment only within 30 minutes of the payment. */
const REVERSE_WINDOW_MS = 30 * 60 * 1000;

/** v4 takes amounts in rials (IRR, the default) or toman (IRT); the simulator keeps rials. */
type Currency = 'IRR' | 'IRT';
const toRials = (amount: number, currency: Currency) => (currency === 'IRT' ? amount * 10 : amount);
const fromRials = (rials: number, currency: Currency) => (currency === 'IRT' ? rials / 10 : rials);

function ok(c: Context, data: Record<string, unknown>) {
  return c.json({ data, errors: [] });
}

function error(c: Context, code: number, message: string, status: 200 | 400 | 404 | 422 = 422) {
  return c.json({ data: [], errors: { code, message, validations: [] } }, status);
}

function newAuthority(): string {
  // Zarinpal authorities are "A" and 35 characters.
  return `A${randomBytes(20).toString('hex').slice(0, 35).toUpperCase().padStart(35, '0')}`;
}

async function readJson(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The simulator only ever sends a payer back to the app it belongs to (issue 14): one of its own origins. */
function isOwnUrl(value: unknown, publicOrigins: readonly string[]): value is string {
  if (typeof value !== 'string') return false;
  try {
    return publicOrigins.includes(new URL(value).origin);
  } catch {
    return false;
  }
}

/** The callback address with Authority and Status appended, as Zarinpal does. */
export function callbackWithResult(callbackUrl: string, authority: string, status: 'OK' | 'NOK'): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('Authority', authority);
  url.searchParams.set('Status', status);
  return url.toString();
}

/**
 * The page's own font, served beside it: without Vazirmatn a browser's fallback font draws the
 * Persian thousands separator as an apostrophe ("۵۰’۰۰۰") and the digits small.
 */
const FONT_PATH = '/pg/vazirmatn.woff2';
let fontBytes: Buffer | null = null;
function vazirmatn(): Buffer {
  fontBytes ??= readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json')), 'fonts/webfonts/Vazirmatn[wght].woff2'));
  return fontBytes;
}

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      @font-face { font-family: Vazirmatn; src: url('${raw(FONT_PATH)}') format('woff2'); font-weight: 100 900; font-display: swap; }
      body { font-family: Vazirmatn, Tahoma, sans-serif; background: #f1f5f9; margin: 0; padding: 24px; color: #0f172a; }
      main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 4px 24px rgba(15,23,42,.08); }
      h1 { font-size: 20px; margin: 0 0 4px; }
      .note { color: #64748b; font-size: 13px; margin: 0 0 20px; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
      dt { color: #64748b; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
      form { display: flex; gap: 12px; }
      button { flex: 1; font: inherit; font-size: 16px; padding: 12px; border-radius: 8px; border: 0; cursor: pointer; }
      .pay { background: #0d9488; color: #fff; } .cancel { background: #e2e8f0; color: #0f172a; }
      a { color: #0d9488; }
    </style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`;
}

export function createGatewaySimulator(db: DB, opts: { merchantId: string; publicUrl: string; publicOrigins?: readonly string[]; now?: () => Date }): Hono {
  const app = new Hono();
  const now = opts.now ?? (() => new Date());
  const publicOrigin = opts.publicOrigins ?? [new URL(opts.publicUrl).origin];
  /** The callback with the result, or null for an address that is not this app's (never followed). */
  const backTo = (payment: GatewaySimulatorPaymentsTable, status: 'OK' | 'NOK') =>
    isOwnUrl(payment.callback_url, publicOrigin) ? callbackWithResult(payment.callback_url, payment.authority, status) : null;

  const find = (authority: string) =>
    db.selectFrom('gateway_simulator_payments').selectAll().where('authority', '=', authority).executeTakeFirst();

  app.post(ZARINPAL_PATHS.request, async (c) => {
    const body = await readJson(c);
    if (!body) return error(c, -9, 'The input params invalid, validation error.', 400);
    if (body.merchant_id !== opts.merchantId) return error(c, -10, 'Terminal is not valid, please check merchant_id or ip address.');
    if (body.currency !== undefined && body.currency !== 'IRR' && body.currency !== 'IRT') return error(c, -9, 'The currency is invalid.');
    const currency: Currency = body.currency === 'IRT' ? 'IRT' : 'IRR';
    const amount = body.amount;
    // The minimum is 1,000 rials (100 toman) whichever currency the amount is in.
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || toRials(amount, currency) < MIN_AMOUNT_RIALS || !Number.isSafeInteger(toRials(amount, currency))) {
      return error(c, -9, 'The input params invalid, validation error.');
    }
    if (!isOwnUrl(body.callback_url, publicOrigin)) return error(c, -9, 'The callback url is invalid.');
    if (typeof body.description !== 'string' || !body.description.trim()) return error(c, -9, 'The description is required.');
    const authority = newAuthority();
    const at = nowIso(now());
    await db
      .insertInto('gateway_simulator_payments')
      .values({
        authority,
        merchant_id: opts.merchantId,
        // The simulator keeps rials and the currency asked for; verify compares in that currency.
        amount: toRials(amount, currency),
        callback_url: body.callback_url,
        description: body.description,
        metadata: JSON.stringify(body.metadata ?? {}),
        status: 'created',
        ref_id: null,
        card_pan: null,
        currency,
        reversed_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return ok(c, { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 });
  });

  app.post(ZARINPAL_PATHS.verify, async (c) => {
    const body = await readJson(c);
    if (!body || typeof body.authority !== 'string' || typeof body.amount !== 'number') {
      return error(c, -9, 'The input params invalid, validation error.', 400);
    }
    if (body.merchant_id !== opts.merchantId) return error(c, -10, 'Terminal is not valid, please check merchant_id or ip address.');
    const payment = await find(body.authority);
    if (!payment) return error(c, -54, 'Invalid authority.');
    if (payment.merchant_id !== body.merchant_id) return error(c, -53, 'Session is not this merchant_id session.');
    if (payment.status === 'created' || payment.status === 'cancelled') return error(c, -51, 'Session is not valid, session is not active paid try.');
    if (payment.amount !== toRials(body.amount, payment.currency)) return error(c, -50, 'Session is not valid, amounts values is not the same.');
    const card = { card_pan: payment.card_pan, card_hash: randomBytes(32).toString('hex').toUpperCase(), fee_type: 'Merchant', fee: 0 };
    if (payment.status === 'verified') return ok(c, { code: 101, message: 'Verified', ref_id: Number(payment.ref_id), ...card });
    // Only one verify wins the change from paid to verified; a concurrent one reads 101.
    const changed = await db
      .updateTable('gateway_simulator_payments')
      .set({ status: 'verified', updated_at: nowIso(now()) })
      .where('authority', '=', payment.authority)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    const code = Number(changed.numUpdatedRows) === 1 ? 100 : 101;
    return ok(c, { code, message: code === 100 ? 'Paid' : 'Verified', ref_id: Number(payment.ref_id), ...card });
  });

  app.get(FONT_PATH, (c) =>
    c.body(new Uint8Array(vazirmatn()), 200, { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=31536000, immutable' }),
  );

  app.get('/pg/StartPay/:authority', async (c) => {
    const payment = await find(c.req.param('authority'));
    if (!payment) {
      return c.html(page(S.title, html`<h1>${S.notFound}</h1><p class="note">${S.notFoundNote}</p>`), 404);
    }
    if (payment.status !== 'created') {
      const back = backTo(payment, payment.status === 'cancelled' ? 'NOK' : 'OK');
      const link = back ? html`<p><a href="${back}">${S.backToSite}</a></p>` : '';
      return c.html(page(S.title, html`<h1>${simulatorAlreadySettledMessage(payment.status === 'cancelled')}</h1>${link}`));
    }
    return c.html(page(S.payTitle, startPayBody(payment)));
  });

  app.post('/pg/StartPay/:authority', async (c) => {
    const payment = await find(c.req.param('authority'));
    if (!payment) return c.html(page(S.title, html`<h1>${S.notFound}</h1>`), 404);
    const form = await c.req.parseBody();
    const paying = form.action === 'pay';
    if (payment.status === 'created') {
      await db
        .updateTable('gateway_simulator_payments')
        .set({
          status: paying ? 'paid' : 'cancelled',
          ref_id: paying ? String(randomInt(100_000_000, 999_999_999)) : null,
          card_pan: paying ? `603799******${String(randomInt(1000, 9999))}` : null,
          updated_at: nowIso(now()),
        })
        .where('authority', '=', payment.authority)
        .where('status', '=', 'created')
        .execute();
    }
    const settled = (await find(payment.authority))!;
    const status = settled.status === 'cancelled' || settled.status === 'created' ? 'NOK' : 'OK';
    const back = backTo(settled, status);
    if (!back) return c.html(page(S.title, html`<h1>${S.badReturnAddress}</h1>`), 400);
    return c.redirect(back, 303);
  });

  // v4 unVerified.json: payments paid at the gateway that the merchant has not verified yet.
  app.post(ZARINPAL_PATHS.unverified, async (c) => {
    const body = await readJson(c);
    if (!body) return error(c, -9, 'The input params invalid, validation error.', 400);
    if (body.merchant_id !== opts.merchantId) return error(c, -10, 'Terminal is not valid, please check merchant_id or ip address.');
    const rows = await db
      .selectFrom('gateway_simulator_payments')
      .selectAll()
      .where('merchant_id', '=', opts.merchantId)
      .where('status', '=', 'paid')
      .orderBy('updated_at')
      .limit(100)
      .execute();
    return ok(c, {
      code: 100,
      message: 'Success',
      authorities: rows.map((p) => ({ authority: p.authority, amount: fromRials(p.amount, p.currency), callback_url: p.callback_url, referer: '', date: p.updated_at })),
    });
  });

  // v4 inquiry.json: where a payment stands, without changing it.
  app.post(ZARINPAL_PATHS.inquiry, async (c) => {
    const body = await readJson(c);
    if (!body || typeof body.authority !== 'string') return error(c, -9, 'The input params invalid, validation error.', 400);
    if (body.merchant_id !== opts.merchantId) return error(c, -10, 'Terminal is not valid, please check merchant_id or ip address.');
    const payment = await find(body.authority);
    if (!payment) return error(c, -54, 'Invalid authority.');
    if (payment.merchant_id !== body.merchant_id) return error(c, -53, 'Session is not this merchant_id session.');
    const status = payment.reversed_at ? 'REVERSED' : { created: 'IN_BANK', paid: 'PAID', verified: 'VERIFIED', cancelled: 'FAILED' }[payment.status];
    return ok(c, { code: 100, message: 'Success', status });
  });

  // v4 reverse.json: a verified payment returned to the payer, within 30 minutes.
  app.post(ZARINPAL_PATHS.reverse, async (c) => {
    const body = await readJson(c);
    if (!body || typeof body.authority !== 'string') return error(c, -9, 'The input params invalid, validation error.', 400);
    if (body.merchant_id !== opts.merchantId) return error(c, -10, 'Terminal is not valid, please check merchant_id or ip address.');
    const payment = await find(body.authority);
    if (!payment) return error(c, -54, 'Invalid authority.');
    if (payment.merchant_id !== body.merchant_id) return error(c, -53, 'Session is not this merchant_id session.');
    if (payment.status !== 'verified' || payment.reversed_at) return error(c, -61, 'Session is not in success status.');
    if (now().getTime() - Date.parse(payment.updated_at) > REVERSE_WINDOW_MS) return error(c, -63, 'Maximum time for reverse this session is expired.');
    const changed = await db
      .updateTable('gateway_simulator_payments')
      .set({ reversed_at: nowIso(now()), updated_at: nowIso(now()) })
      .where('authority', '=', payment.authority)
      .where('reversed_at', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return error(c, -61, 'Session is not in success status.');
    return ok(c, { code: 100, message: 'Reversed' });
  });

  return app;
}

function startPayBody(payment: GatewaySimulatorPaymentsTable) {
  return html`<h1>${S.payTitle}</h1>
    <p class="note">${S.simulatorNote}</p>
    <dl>
      <dt>${S.amount}</dt>
      <dd>${formatWalletToman(payment.amount)}</dd>
      <dt>${S.description}</dt>
      <dd>${payment.description}</dd>
      <dt>${S.authority}</dt>
      <dd dir="ltr">${payment.authority}</dd>
    </dl>
    <form method="post" action="${raw(ZARINPAL_PATHS.startPay(payment.authority))}">
      <button class="pay" type="submit" name="action" value="pay">${S.pay}</button>
      <button class="cancel" type="submit" name="action" value="cancel">${S.cancel}</button>
    </form>`;
}
