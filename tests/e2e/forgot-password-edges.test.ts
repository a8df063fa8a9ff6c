import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@shared/messages';
import { PASSWORD_RESET_LIMITS } from '@shared/constants';
import { normalizeDigits, persianDigits } from '@shared/text/digits';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { newPage, useBrowserSuite } from './harness';
import { failProcedure } from './trpc-failures';

// Spec 1 §2.6 and §7 (audit of 28 Nov): the reset code typed on a Persian keyboard, and a phone
// hint that fails for a reason other than an unknown username.
const suite = useBrowserSuite();

async function fill(page: Page, name: string, value: string) {
  await page.locator(`input[name="${name}"]`).fill(value);
}

/** Opens /forgot-password, asks a code for the customer and reads it from the SMS outbox. */
async function requestCode(page: Page, customer: { username: string; phone: string }): Promise<string> {
  await page.goto(`${suite.app.url}/forgot-password`);
  await fill(page, 'username', customer.username);
  await fill(page, 'phone', customer.phone);
  await page.getByRole('button', { name: 'ارسال کد تایید' }).click();
  await expect.poll(() => page.getByText(MSG.codeSentIfMatch).isVisible()).toBe(true);
  const sms = await suite.app.server.db.selectFrom('sms_outbox').select('body').where('phone', '=', customer.phone).executeTakeFirstOrThrow();
  return /\d{6}/.exec(sms.body)![0];
}

/** The seconds a waiting label shows: «… تا ۱ دقیقه و ۵۸ ثانیه دیگر», «… تا ۲ دقیقه دیگر» or «… تا ۴۵ ثانیه دیگر». */
function waitOf(label: string): number {
  const text = normalizeDigits(label);
  const minutes = /(\d+) دقیقه/.exec(text)?.[1] ?? '0';
  const seconds = /(\d+) ثانیه/.exec(text)?.[1] ?? '0';
  return Number(minutes) * 60 + Number(seconds);
}

describe('forgot password: what the spec leaves to the edges', () => {
  it('takes the code typed in Persian digits and resets the password with it', async () => {
    const page = await newPage(suite.browser);
    const customer = DEMO_ACCOUNTS.customers[0];
    const code = await requestCode(page, customer);
    const pins = page.getByRole('textbox', { name: 'کد تایید' });
    await pins.first().click();
    // A Persian keyboard layout types ۱۲۳…, not 123.
    await page.keyboard.type(persianDigits(code));
    await expect.poll(() => pins.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(''))).toBe(persianDigits(code));
    await page.getByRole('button', { name: 'تایید کد' }).click();
    await expect.poll(() => page.getByText(MSG.codeVerified).isVisible()).toBe(true);

    await fill(page, 'new_password', 'persian-digits-1');
    await fill(page, 'confirmPassword', 'persian-digits-1');
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await page.waitForURL(`${suite.app.url}/login`);
    await fill(page, 'username', customer.username);
    await fill(page, 'password', 'persian-digits-1');
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    await page.context().close();
  });

  it('sends a code refused at the last step back to the code step, with the reason and a new code', async () => {
    const page = await newPage(suite.browser);
    const customer = DEMO_ACCOUNTS.customers[1];
    const code = await requestCode(page, customer);
    await page.getByRole('textbox', { name: 'کد تایید' }).first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'تایید کد' }).click();
    await expect.poll(() => page.locator('input[name="new_password"]').isVisible()).toBe(true);

    // The code runs out while the new password is being chosen.
    const user = await suite.app.server.db.selectFrom('users').select('id').where('username', '=', customer.username).executeTakeFirstOrThrow();
    await suite.app.server.db.updateTable('password_reset_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
    await fill(page, 'new_password', 'never-set-1');
    await fill(page, 'confirmPassword', 'never-set-1');
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();

    // Back on the code step, saying why; the password form is gone.
    await expect.poll(() => page.locator('main').getByRole('alert').filter({ hasText: MSG.codeInvalid }).isVisible()).toBe(true);
    expect(await page.locator('input[name="new_password"]').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'تایید کد' }).isVisible()).toBe(true);
    // The way to a new code (waiting for its countdown, if the first code is younger than 120 s).
    expect(await page.getByRole('button', { name: /ارسال دوباره/ }).count()).toBe(1);
    await page.context().close();
  });

  it('counts the resend down again from the wait a refused resend gives (429 retry_after_seconds)', async () => {
    const page = await newPage(suite.browser);
    // The browser's clock runs ahead of the server's: its 120 s countdown ends while the server still waits.
    await page.clock.install();
    await requestCode(page, DEMO_ACCOUNTS.cafes[2]);
    const resend = page.getByRole('button', { name: /ارسال دوباره/ });
    await page.clock.fastForward('02:01');
    await expect.poll(() => resend.textContent()).toBe('ارسال دوباره کد');
    const refused = page.waitForResponse((response) => response.url().includes('auth.resendResetCode'));
    await resend.click();
    expect((await refused).status()).toBe(429);
    await expect.poll(() => page.getByText(MSG.resendTooSoon).isVisible()).toBe(true);
    // The button waits again, from about the server's 120 s less the few real seconds gone by.
    // Over a minute, it reads in minutes and seconds («۱ دقیقه و ۵۸ ثانیه»).
    await expect.poll(() => resend.textContent()).toMatch(/^ارسال دوباره تا [۰-۹]+ دقیقه( و [۰-۹]+ ثانیه)? دیگر$/);
    const seconds = waitOf((await resend.textContent())!);
    expect(seconds).toBeGreaterThan(100);
    expect(seconds).toBeLessThanOrEqual(120);
    expect(await resend.isDisabled()).toBe(true);
    await page.context().close();
  });

  it('makes the first send wait out a refusal (429 retry_after_seconds) and frees it at zero', async () => {
    const page = await newPage(suite.browser);
    await page.clock.install();
    const cafe = DEMO_ACCOUNTS.cafes[1];
    // The username has asked for codes (with other phones) up to its limit for the hour.
    for (let i = 0; i < PASSWORD_RESET_LIMITS.requestsPerUsername; i++) {
      const asked = await fetch(`${suite.app.url}/api/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: cafe.username, phone: `0912000000${i}` }),
      });
      expect(asked.status).toBe(200);
    }
    await page.goto(`${suite.app.url}/forgot-password`);
    await fill(page, 'username', cafe.username);
    await fill(page, 'phone', cafe.phone);
    const send = page.locator('form button[type="submit"]');
    const refused = page.waitForResponse((response) => response.url().includes('auth.requestPasswordReset'));
    await send.click();
    expect((await refused).status()).toBe(429);
    await expect.poll(() => page.getByText(MSG.resetRateLimited).isVisible()).toBe(true);

    // Still on the first step, the button counts down from the server's wait (about the hour's window).
    await expect.poll(() => send.textContent()).toMatch(/^ارسال کد تا [۰-۹]+ دقیقه( و [۰-۹]+ ثانیه)? دیگر$/);
    const seconds = waitOf((await send.textContent())!);
    expect(seconds).toBeGreaterThan(PASSWORD_RESET_LIMITS.windowSeconds - 100);
    expect(seconds).toBeLessThanOrEqual(PASSWORD_RESET_LIMITS.windowSeconds);
    expect(await send.isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'کد تایید' }).count()).toBe(0);

    // At zero the button may send again.
    await page.clock.fastForward((seconds + 1) * 1000);
    await expect.poll(() => send.textContent()).toBe('ارسال کد تایید');
    expect(await send.isDisabled()).toBe(false);
    await page.context().close();
  });

  it('says "no such user" only when the hint answers 404', async () => {
    const page = await newPage(suite.browser);
    const customer = DEMO_ACCOUNTS.customers[1];
    const phoneField = page.locator('input[name="phone"]');
    const hintText = () => phoneField.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
    await page.goto(`${suite.app.url}/forgot-password`);

    // Too many hints from this address (an internet cafe shares one): the username is not unknown.
    const restore = await failProcedure(page, 'auth.phoneHint', { httpStatus: 429, code: 'TOO_MANY_REQUESTS', message: MSG.resetRateLimited });
    const hintAnswered = page.waitForResponse((response) => response.url().includes('auth.phoneHint'));
    await fill(page, 'username', customer.username);
    await hintAnswered;
    await page.waitForTimeout(300);
    expect(await page.getByText(MSG.userNotFound).count()).toBe(0);
    expect(await hintText()).toBe('');
    await restore();

    // An unknown username still says so.
    await fill(page, 'username', 'nobody_by_that_name');
    await expect.poll(() => page.getByText(MSG.userNotFound).isVisible()).toBe(true);
    // And a known one shows its masked phone.
    await fill(page, 'username', customer.username);
    await expect.poll(() => hintText()).toContain('شماره ثبت‌شده');
    await page.context().close();
  });
});
