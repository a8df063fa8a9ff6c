import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { normalizeDigits } from '@shared/text/digits';

/**
 * Fresh accounts for browser tests that need a wallet of their own: the demo customers' wallets
 * hold money (the demo seed funds them through the ledger), so "starts at zero" needs a new one.
 */
export async function registerAccount(baseUrl: string, role: 'user' | 'coffenet' = 'user') {
  const suffix = randomBytes(4).toString('hex');
  const account = {
    username: `${role === 'user' ? 'customer' : 'cafe'}_${suffix}`,
    password: 'secret123',
    phone: `09${String(parseInt(suffix, 16) % 1_000_000_000).padStart(9, '0')}`,
    email: null,
    role,
  };
  const res = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  if (res.status !== 201 && res.status !== 200) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  return account;
}

/** "۱۷۰٬۰۰۰ تومان" → 170000 (toman), to compare a balance before and after. */
export function tomanOf(text: string): number {
  const digits = normalizeDigits(text).replace(/[^\d-]/g, '');
  return Number(digits);
}

/** Logs in through the login form and waits for the page the account lands on. */
export async function loginInBrowser(page: Page, baseUrl: string, username: string, password: string, landing: string) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
  await page.waitForURL(`${baseUrl}${landing}`);
}

/** An API bearer token for an account, for a test that sets up through the REST shim. */
export async function apiToken(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
