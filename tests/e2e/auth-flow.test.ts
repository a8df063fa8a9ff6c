import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@shared/messages';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { newPage, screenshot, SCREENSHOT_DIR, useBrowserSuite, VIEWPORTS } from './harness';

const suite = useBrowserSuite();

type Box = { x: number; y: number; width: number; height: number };

async function fill(page: Page, name: string, value: string) {
  await page.locator(`input[name="${name}"]`).fill(value);
}

async function login(page: Page, username: string, password: string) {
  await page.goto(`${suite.app.url}/login`);
  await fill(page, 'username', username);
  await fill(page, 'password', password);
  await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
}

describe('accounts and sessions in the browser', () => {
  it('shows the login page right to left in Vazirmatn', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/login`);
    await expect.poll(() => page.getByRole('heading', { name: 'ورود' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Vazirmatn');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px Vazirmatn'))).toBe(true);
    await screenshot(page, 'login-rtl');
    await page.context().close();
  });

  it('registers, logs in, survives a reload, is refused another role, and logs out', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/register`);

    // Live validation: a short username shows the spec's message and blocks submit.
    await fill(page, 'username', 'ab');
    await expect.poll(() => page.getByText(MSG.usernameMin).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'ثبت نام', exact: true }).last().isDisabled()).toBe(true);

    await fill(page, 'username', 'reza_e2e');
    await fill(page, 'password', 'secret123');
    await fill(page, 'confirmPassword', 'secret123');
    await fill(page, 'phone', '09351234567');
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).last().click();
    await expect.poll(() => page.getByText(MSG.registerSuccess).isVisible()).toBe(true);
    await page.waitForURL(`${suite.app.url}/login`);
    const saved = await suite.app.server.db.selectFrom('users').select('phone').where('username', '=', 'reza_e2e').executeTakeFirstOrThrow();
    expect(saved.phone).toBe('09351234567');

    await fill(page, 'username', 'reza_e2e');
    await fill(page, 'password', 'secret123');
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    await expect.poll(() => page.getByText(MSG.loginSuccess).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'سلام، reza_e2e' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('user');

    // The toast sits on the header band, clear of the title. (polled: the toast slides in)
    const toastBox = () => page.getByText(MSG.loginSuccess).boundingBox();
    await expect.poll(async () => (await toastBox())!.y).toBeGreaterThanOrEqual(0);
    const title = (await page.getByRole('heading', { name: 'سلام، reza_e2e' }).boundingBox())!;
    expect((await toastBox())!.y + (await toastBox())!.height).toBeLessThan(title.y);

    // The cart count is read from the stored cart (spec 1 §2.2).
    await page.evaluate(() =>
      localStorage.setItem('cart', JSON.stringify([{ _id: 'a'.repeat(24), quantity: 2 }, { _id: 'b'.repeat(24), quantity: 1 }])),
    );
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'سلام، reza_e2e' }).isVisible()).toBe(true);
    expect(await page.locator('header').getByRole('link', { name: 'کیف پول' }).getAttribute('href')).toBe('/wallet');
    await expect.poll(() => page.locator('header').getByText('۳', { exact: true }).isVisible()).toBe(true);

    // The bell counts the welcome notification; reading all clears the badge.
    const bell = page.getByRole('button', { name: /اعلان‌ها \(۱ خوانده‌نشده\)/ });
    await expect.poll(() => bell.isVisible()).toBe(true);
    await bell.click();
    await expect.poll(() => page.getByText(MSG.welcomeTitle).isVisible()).toBe(true);
    await screenshot(page, 'user-dashboard-bell');
    await page.getByRole('button', { name: 'خواندن همه' }).click();
    await expect.poll(() => page.getByRole('button', { name: /اعلان‌ها \(۰ خوانده‌نشده\)/ }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto(`${suite.app.url}/admin/dashboard`);
    await page.waitForURL(`${suite.app.url}/unauthorized`);
    await expect.poll(() => page.getByText(MSG.forbidden).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'خروج' }).click();
    await expect.poll(() => page.getByText(MSG.logoutSuccess).isVisible()).toBe(true);
    await page.waitForURL(`${suite.app.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    // Without a token a protected page sends to /login, and back again after logging in.
    await page.goto(`${suite.app.url}/user/dashboard`);
    await page.waitForURL(/\/login\?redirect=%2Fuser%2Fdashboard$/);
    await page.context().close();
  });

  it('registers a cafe manager, whose cafe exists at once, and opens the cafe dashboard', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/register`);
    await page.getByText('مدیر کافی‌نت', { exact: true }).click();
    await fill(page, 'username', 'new_cafe_e2e');
    await fill(page, 'password', 'secret123');
    await fill(page, 'confirmPassword', 'secret123');
    await fill(page, 'phone', '09357777777');
    await fill(page, 'email', 'cafe@example.com');
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).last().click();
    await page.waitForURL(`${suite.app.url}/login`);

    const cafe = await suite.app.server.db
      .selectFrom('cafes')
      .innerJoin('users', 'users.id', 'cafes.owner_id')
      .select(['cafes.is_active', 'users.role', 'users.email'])
      .where('users.username', '=', 'new_cafe_e2e')
      .executeTakeFirstOrThrow();
    expect(cafe).toEqual({ is_active: 1, role: 'coffenet', email: 'cafe@example.com' });

    await login(page, 'new_cafe_e2e', 'secret123');
    await page.waitForURL(`${suite.app.url}/coffenet/dashboard`);
    // A cafe nobody has rated yet says so, in both windows, rather than "۰٫۰ (۰)".
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect.poll(() => page.getByText(CATALOGUE_MSG.noRatingYet).first().isVisible()).toBe(true);
      expect(await page.getByText('۰٫۰').count()).toBe(0);
    }
    await page.goto(`${suite.app.url}/user/dashboard`);
    await page.waitForURL(`${suite.app.url}/unauthorized`);
    await page.context().close();
  });

  it('logs a coffenet and the demo admin into their own dashboards', async () => {
    const page = await newPage(suite.browser);
    const cafe = DEMO_ACCOUNTS.cafes[0];
    await login(page, cafe.username, cafe.password);
    await page.waitForURL(`${suite.app.url}/coffenet/dashboard`);
    await expect.poll(() => page.getByRole('heading', { name: `سلام، ${cafe.name}` }).isVisible()).toBe(true);
    expect(await page.locator('header').getByRole('link', { name: 'کیف پول' }).getAttribute('href')).toBe('/wallet/coffenet');
    // Cafes shop too, but the cart indicator shows only while the cart holds items (spec 3).
    expect(await page.getByRole('link', { name: 'سبد خرید' }).count()).toBe(0);
    await page.getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL(`${suite.app.url}/`);

    await login(page, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    await page.waitForURL(`${suite.app.url}/admin/dashboard`);
    await expect.poll(() => page.getByRole('heading', { name: `سلام، ${DEMO_ACCOUNTS.admin.name}` }).isVisible()).toBe(true);
    expect(await page.locator('header').getByRole('link', { name: 'کیف پول' }).getAttribute('href')).toBe('/wallet/admin');
    expect(await page.getByRole('link', { name: 'سبد خرید' }).count()).toBe(0);
    // /dashboard, a link target of the spec, opens the dashboard of the role.
    await page.goto(`${suite.app.url}/dashboard`);
    await page.waitForURL(`${suite.app.url}/admin/dashboard`);
    await page.context().close();
  });

  it('refuses a wrong password with the spec message', async () => {
    const page = await newPage(suite.browser);
    await login(page, 'ali', 'not-the-password');
    await expect.poll(() => page.getByText(MSG.wrongCredentials).isVisible()).toBe(true);
    expect(page.url()).toBe(`${suite.app.url}/login`);
    await page.context().close();
  });

  it('resets a forgotten password with the code from the SMS outbox', async () => {
    const page = await newPage(suite.browser);
    const customer = DEMO_ACCOUNTS.customers[1];
    await page.goto(`${suite.app.url}/forgot-password`);
    await fill(page, 'username', customer.username);
    await expect.poll(() => page.getByText('شماره ثبت‌شده: ۰۹۳۵*****۲۲').isVisible()).toBe(true);
    await fill(page, 'phone', customer.phone);
    await page.getByRole('button', { name: 'ارسال کد تایید' }).click();
    await expect.poll(() => page.getByText(MSG.codeSentIfMatch).isVisible()).toBe(true);

    // The resend button waits for the 120-second countdown.
    await expect.poll(() => page.getByRole('button', { name: /ارسال دوباره تا/ }).isDisabled()).toBe(true);

    const sms = await suite.app.server.db.selectFrom('sms_outbox').select('body').where('phone', '=', customer.phone).executeTakeFirstOrThrow();
    const code = /\d{6}/.exec(sms.body)![0];
    await page.getByRole('textbox', { name: 'کد تایید' }).first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'تایید کد' }).click();
    await expect.poll(() => page.getByText(MSG.codeVerified).isVisible()).toBe(true);

    await fill(page, 'new_password', 'brand-new-pass');
    await fill(page, 'confirmPassword', 'brand-new-pass');
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await page.waitForURL(`${suite.app.url}/login`);

    await login(page, customer.username, 'brand-new-pass');
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    await page.context().close();
  });

  it('changes the password from the dashboard and stays logged in', async () => {
    const page = await newPage(suite.browser);
    const customer = DEMO_ACCOUNTS.customers[0];
    await login(page, customer.username, customer.password);
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    await page.getByRole('link', { name: /تغییر رمز عبور/ }).click();
    await page.waitForURL(`${suite.app.url}/account/password`);
    await fill(page, 'current_password', customer.password);
    await fill(page, 'new_password', 'changed-pass-1');
    await fill(page, 'confirmPassword', 'changed-pass-2');
    await expect.poll(() => page.getByText(MSG.passwordMismatch).isVisible()).toBe(true);
    await fill(page, 'confirmPassword', 'changed-pass-1');
    await page.getByRole('button', { name: 'ذخیره رمز عبور' }).click();
    await expect.poll(() => page.getByText(MSG.passwordChanged).isVisible()).toBe(true);
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    // The new token replaced the old one: a reload keeps the session.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: `سلام، ${customer.name}` }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'خروج' }).click();
    await login(page, customer.username, 'changed-pass-1');
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    await page.context().close();
  });

  it('ends the session of a user blocked while logged in', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/register`);
    await fill(page, 'username', 'to_be_blocked');
    await fill(page, 'password', 'secret123');
    await fill(page, 'confirmPassword', 'secret123');
    await fill(page, 'phone', '09359999999');
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).last().click();
    await page.waitForURL(`${suite.app.url}/login`);
    await login(page, 'to_be_blocked', 'secret123');
    await page.waitForURL(`${suite.app.url}/user/dashboard`);

    await suite.app.server.db.updateTable('users').set({ is_blocked: 1 }).where('username', '=', 'to_be_blocked').execute();
    // The bell's next poll is refused: the token is dropped and the person lands on /login.
    await page.waitForURL(/\/login\?redirect=/, { timeout: 10_000 });
    await expect.poll(() => page.getByText(MSG.accountBlocked).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await login(page, 'to_be_blocked', 'secret123');
    await expect.poll(() => page.getByText(MSG.accountBlocked).isVisible()).toBe(true);
    expect(page.url()).toContain('/login');
    await page.context().close();
  });

  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: shows at most three toasts, clear of the title and the bottom button, and a page change dismisses them`, async () => {
      const context = await suite.browser.newContext({ viewport, locale: 'fa-IR' });
      const page = await context.newPage();
      await page.goto(`${suite.app.url}/register`);
      await fill(page, 'username', DEMO_ACCOUNTS.customers[0].username);
      await fill(page, 'password', 'secret123');
      await fill(page, 'confirmPassword', 'secret123');
      // Typed in Latin digits, shown in Persian ones.
      await page.locator('input[name="phone"]').pressSequentially('09351112233');
      expect(await page.locator('input[name="phone"]').inputValue()).toBe('۰۹۳۵۱۱۱۲۲۳۳');
      const submit = page.getByRole('button', { name: 'ثبت نام', exact: true }).last();
      // The button at the bottom of the window, as a person who scrolled down to it sees it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const toasts = page.locator('[data-toast-shelf] [data-toast]');
      let most = 0;
      // Four refusals (the name is taken), each its own toast. The refusal marks the username
      // field and takes focus there, so each try types a taken name anew and scrolls back down.
      const taken = [DEMO_ACCOUNTS.customers[1].username, DEMO_ACCOUNTS.customers[0].username];
      for (let i = 1; i <= 4; i++) {
        if (i > 1) await fill(page, 'username', taken[i % 2]!);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => submit.isEnabled()).toBe(true);
        await submit.click();
        await expect.poll(async () => (most = Math.max(most, await toasts.count()))).toBe(Math.min(i, 3));
      }
      await page.waitForTimeout(300);
      most = Math.max(most, await toasts.count());
      expect(most).toBe(3);
      // Shown, not only laid out: the newest is opaque once it has slid in.
      await expect.poll(() => toasts.first().evaluate((el) => Number(getComputedStyle(el.parentElement!).opacity))).toBe(1);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `toasts-${viewport.name}.png`) });

      const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      const button = (await submit.boundingBox())!;
      expect(button.y + button.height).toBeGreaterThan(viewport.height / 2);
      const shelf = (await page.locator('[data-toast-shelf]').boundingBox())!;
      expect(overlaps(shelf, button)).toBe(false);
      await page.evaluate(() => window.scrollTo(0, 0));
      const title = (await page.getByRole('heading', { name: 'ثبت نام' }).boundingBox())!;
      for (const box of [shelf, ...(await Promise.all((await toasts.all()).map((t) => t.boundingBox())))]) {
        expect(overlaps(box!, title), 'a toast covers the title').toBe(false);
        expect(overlaps(box!, button), 'a toast covers the button').toBe(false);
      }

      // Toasts older than a moment do not follow the person to the next page.
      await page.waitForTimeout(1_600);
      await page.getByRole('link', { name: 'وارد شوید' }).click();
      await page.waitForURL(`${suite.app.url}/login`);
      await expect.poll(() => toasts.count(), { timeout: 1_000 }).toBe(0);
      await context.close();
    });
  }

  it('shows a Persian not-found page for an unknown route', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/no/such/page`);
    await expect.poll(() => page.getByText('صفحه پیدا نشد').isVisible()).toBe(true);
    await page.context().close();
  });
});
