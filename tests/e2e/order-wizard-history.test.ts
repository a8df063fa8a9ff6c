import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { ORDER_MSG } from '@shared/orders/messages';
import { MSG } from '@shared/messages';
import { shortReference } from '@shared/reference';
import { DEMO_ACCOUNTS, demoId } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';
import { newestOrderOf } from './orders-of';

const suite = useBrowserSuite();

const [azadi] = DEMO_ACCOUNTS.cafes;
const [ali, sara] = DEMO_ACCOUNTS.customers;

/** The step line of the success screen (features/orders/created-order.ts). */
const CREATED_TITLE = 'سفارش ثبت شد';
/** Whatever on the page says an order was created: the step line or the card's heading. */
const saysCreated = (page: Page) => page.getByText(new RegExp(`${CREATED_TITLE}|${ORDER_MSG.created}`)).count();

const login = (page: Page, username: string, password: string, landing: string) => loginInBrowser(page, suite.app.url, username, password, landing);
const stepShown = (page: Page, n: string) => () => page.getByText(`مرحله ${n} از ۳`).first().isVisible();
const description = (page: Page) => page.locator('textarea[name="description"]');
const drafts = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('form_draft:') && k.endsWith(':order_wizard')));
/** A session the server no longer accepts: the same account's token with a broken signature. */
const expireSession = (page: Page) => page.evaluate(() => localStorage.setItem('access_token', `${localStorage.getItem('access_token')!.split('.').slice(0, 2).join('.')}.broken`));

describe('the order wizard in the browser history', () => {
  it('browser Back and Forward move between steps; a reload keeps the step and what was typed; a submit forgets the draft', async () => {
    const page = await newPage(suite.browser);
    await login(page, ali.username, ali.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/order/create`);
    await expect.poll(stepShown(page, '۱')).toBe(true);
    await page.getByRole('button', { name: 'پرینت' }).first().click();
    await expect.poll(stepShown(page, '۲')).toBe(true);
    await page.getByRole('button', { name: new RegExp(azadi.name) }).first().click();
    await expect.poll(() => description(page).isVisible()).toBe(true);
    await description(page).fill('بیست صفحه پایان‌نامه را پرینت رنگی بگیرید');
    await page.locator('input[type="file"]').setInputFiles({ name: 'payan-name.txt', mimeType: 'text/plain', buffer: Buffer.from('فصل اول') });

    // Back is the previous step, with the chosen cafe still marked; Back again is the categories.
    await page.goBack();
    await expect.poll(stepShown(page, '۲')).toBe(true);
    const chosenCafe = page.getByTestId('wizard-cafes').getByRole('button', { name: new RegExp(azadi.name) }).first();
    expect(await chosenCafe.getAttribute('aria-pressed')).toBe('true');
    await page.goBack();
    await expect.poll(stepShown(page, '۱')).toBe(true);
    expect(await page.getByTestId('wizard-categories').getByRole('button', { name: /^پرینت/ }).getAttribute('aria-pressed')).toBe('true');
    await page.goForward();
    await expect.poll(stepShown(page, '۲')).toBe(true);
    await page.goForward();
    await expect.poll(stepShown(page, '۳')).toBe(true);
    await expect.poll(() => description(page).inputValue()).toBe('بیست صفحه پایان‌نامه را پرینت رنگی بگیرید');

    // A reload stays on the details with the description; the file has to be chosen again.
    await page.reload();
    await expect.poll(stepShown(page, '۳')).toBe(true);
    await expect.poll(() => description(page).inputValue()).toBe('بیست صفحه پایان‌نامه را پرینت رنگی بگیرید');
    await expect.poll(() => page.getByTestId('draft-file-lost').innerText()).toBe(MSG.draftFileLost);
    // The page's own «مرحله قبل» still goes one step back, and after a reload too.
    await page.getByRole('button', { name: 'مرحله قبل' }).click();
    await expect.poll(stepShown(page, '۲')).toBe(true);
    await page.goForward();
    await expect.poll(stepShown(page, '۳')).toBe(true);

    // What each focus lands on, read as it lands: a screen reader reads the step line then.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { focusedTexts: string[] }).focusedTexts = []);
      document.addEventListener('focusin', (e) => seen.push((e.target as HTMLElement).innerText));
    });
    await page.getByRole('button', { name: 'ثبت سفارش', exact: true }).click();
    await expect.poll(() => page.getByText(ORDER_MSG.created).first().isVisible()).toBe(true);
    // The order was read before the screen opened: the focused line says it was created, not «checking».
    expect(await page.evaluate(() => (window as unknown as { focusedTexts: string[] }).focusedTexts.at(-1))).toBe(CREATED_TITLE);
    expect(await drafts(page)).toEqual([]);
    const made = await suite.app.server.db.selectFrom('orders').select('id').where('description', '=', 'بیست صفحه پایان‌نامه را پرینت رنگی بگیرید').execute();
    expect(made).toHaveLength(1);
    // The success screen survives a reload; Back does not offer the sent form again.
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'گفتگو درباره سفارش' }).getAttribute('href')).toBe(`/user/order-chat/${made[0]!.id}`);
    expect(await page.getByText(CREATED_TITLE, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('order-reference').innerText()).toBe(shortReference(made[0]!.id));
    await page.goBack();
    await expect.poll(stepShown(page, '۲')).toBe(true);
    await page.getByRole('button', { name: new RegExp(azadi.name) }).first().click();
    await expect.poll(() => description(page).isVisible()).toBe(true);
    expect(await description(page).inputValue()).toBe('');
    await page.context().close();
  });

  it('a step not reachable yet or a garbage step opens the first step still to do', async () => {
    const page = await newPage(suite.browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await login(page, ali.username, ali.password, '/user/dashboard');
    const cafeId = demoId(`cafe:${azadi.username}`);
    for (const [query, step] of [
      ['step=3', '۱'],
      ['step=2', '۱'],
      ['step=4', '۱'],
      ['step=banana&category=printing', '۲'],
      ['step=3&category=printing', '۲'],
      ['step=-1', '۱'],
      [`step=4&cafe=${cafeId}&category=printing`, '۳'],
      [`step=2&cafe=${cafeId}`, '۳'],
    ] as const) {
      await page.goto(`${suite.app.url}/order/create?${query}`);
      await expect.poll(stepShown(page, step), { message: query }).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the success screen shows only an order of the signed-in customer; a garbage order id never reaches the server', async () => {
    const page = await newPage(suite.browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.includes('orders.byId')) lookups.push(r.url());
    });
    await login(page, ali.username, ali.password, '/user/dashboard');

    // Not the id format: the first step, like any garbage step, and no call to read an order.
    for (const order of ['banana', 'A'.repeat(24), 'a'.repeat(25), '', '..%2F..%2Fadmin']) {
      await page.goto(`${suite.app.url}/order/create?step=4&order=${order}`);
      await expect.poll(stepShown(page, '۱'), { message: order }).toBe(true);
      expect(await saysCreated(page), order).toBe(0);
    }
    expect(lookups).toEqual([]);

    // A well-formed id of no order, and another customer's order, read alike: not found.
    const saras = await newestOrderOf(suite.app.server.db, sara.username);
    for (const order of [randomBytes(12).toString('hex'), saras]) {
      await page.goto(`${suite.app.url}/order/create?step=4&order=${order}`);
      await expect.poll(() => page.getByTestId('created-order-missing').isVisible(), { message: order }).toBe(true);
      expect(await page.getByText(ORDER_MSG.createdOrderMissing).isVisible()).toBe(true);
      expect(await page.getByText(ORDER_MSG.orderNotFound, { exact: true }).isVisible()).toBe(true);
      expect(await saysCreated(page), order).toBe(0);
      expect(await page.getByRole('link', { name: 'گفتگو درباره سفارش' }).count()).toBe(0);
      // Nothing was sent here: the progress bar is empty, not full.
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
      expect(await page.getByRole('link', { name: 'سفارش‌های من' }).last().getAttribute('href')).toBe('/user/orders');
    }
    expect(lookups).toHaveLength(2);
    // «ثبت سفارش جدید» starts over at the categories.
    await page.getByRole('link', { name: 'ثبت سفارش جدید' }).click();
    await expect.poll(stepShown(page, '۱')).toBe(true);

    // No answer at all: the usual error with a retry, which then shows the customer's own order.
    const own = await newestOrderOf(suite.app.server.db, ali.username);
    // The whole batched request that carries the order's read fails, as a dropped connection does.
    const lookupsOnly = ({ pathname }: URL) => pathname.startsWith('/trpc/') && pathname.slice('/trpc/'.length).split(',').includes('orders.byId');
    await page.route(lookupsOnly, (route) => route.abort('internetdisconnected'));
    await page.goto(`${suite.app.url}/order/create?step=4&order=${own}`);
    await expect.poll(() => page.getByRole('button', { name: 'تلاش دوباره' }).isVisible()).toBe(true);
    expect(await page.getByText(ORDER_MSG.createdOrderLoadFailed).isVisible()).toBe(true);
    expect(await saysCreated(page)).toBe(0);
    await page.unroute(lookupsOnly);
    await page.getByRole('button', { name: 'تلاش دوباره' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'گفتگو درباره سفارش' }).getAttribute('href')).toBe(`/user/order-chat/${own}`);
    expect(await page.getByText(ORDER_MSG.created).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the typed details across an expired session and a new sign-in of the same account, never for another account', async () => {
    const page = await newPage(suite.browser);
    await login(page, ali.username, ali.password, '/user/dashboard');
    const cafeId = demoId(`cafe:${azadi.username}`);
    await page.goto(`${suite.app.url}/order/create?cafe=${cafeId}&category=printing`);
    await expect.poll(() => description(page).isVisible()).toBe(true);
    await description(page).fill('کارت ویزیت در صد نسخه');

    await expireSession(page);
    await page.reload();
    await page.waitForURL(/\/login\?redirect=/);
    // The next person at the computer signs in: the wizard opens empty for them.
    await page.locator('input[name="username"]').fill(sara.username);
    await page.locator('input[name="password"]').fill(sara.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await expect.poll(() => description(page).isVisible()).toBe(true);
    expect(await description(page).inputValue()).toBe('');

    await expireSession(page);
    await page.reload();
    await page.waitForURL(/\/login\?redirect=/);
    await page.locator('input[name="username"]').fill(ali.username);
    await page.locator('input[name="password"]').fill(ali.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await expect.poll(() => description(page).isVisible()).toBe(true);
    await expect.poll(() => description(page).inputValue()).toBe('کارت ویزیت در صد نسخه');
    expect(await page.getByTestId('draft-file-lost').count()).toBe(0);
    // Signing out on purpose leaves nothing typed behind in the tab.
    // Only what was typed is kept: the other account, which typed nothing, left no draft.
    expect(await drafts(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL(`${suite.app.url}/`);
    expect(await drafts(page)).toEqual([]);
    await page.context().close();
  });
});
