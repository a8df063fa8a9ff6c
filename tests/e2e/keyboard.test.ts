import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite, VIEWPORTS } from './harness';

/**
 * The keyboard-only paths of the accessibility audit (P1): each point is driven with Tab, Enter,
 * the arrows and Escape, and read through `document.activeElement`, names and ARIA states.
 */
const suite = useBrowserSuite();

const customer = DEMO_ACCOUNTS.customers[0];
const cafe = DEMO_ACCOUNTS.cafes[0];
const admin = DEMO_ACCOUNTS.admin;

/** A short description of the focused element: tag, test id, role, name and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      testId: el?.getAttribute('data-testid') ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      text: (el?.textContent ?? '').trim().slice(0, 80),
      inPopover: Boolean(el?.closest('.mantine-Popover-dropdown')),
    };
  });
}

/** Is the page's focus on this element? */
function hasFocus(locator: Locator) {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Presses Tab until the focused element matches the selector (at most `max` times); false if it never does. */
async function tabTo(page: Page, selector: string, max = 60): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
  }
  return false;
}

async function signedIn(account: { username: string; password: string }, landing: string, viewport = VIEWPORTS[1]): Promise<Page> {
  const page = await newPage(suite.browser, viewport);
  await loginInBrowser(page, suite.app.url, account.username, account.password, landing);
  return page;
}

describe('keyboard and screen-reader paths', () => {
  it('reaches the cafe’s order list by Tab, opens an order with Enter and lands on its heading', async () => {
    const page = await signedIn(cafe, '/coffenet/dashboard');
    await page.goto(`${suite.app.url}/coffenet/orders`);
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBeGreaterThan(0);

    // The skip link passes the header and the cafe's own navigation too.
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('پرش به محتوای اصلی');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const el = document.activeElement;
        return Boolean(el?.closest('main')) && !el?.closest('nav, header');
      }),
      'the first stop after the skip link is in the page',
    ).toBe(true);

    // A group that has orders (the status tabs are reached by keyboard already).
    const items = page.getByTestId('cafe-order-item');
    for (let i = 0; i < (await tabs.count()) && (await items.count()) === 0; i++) await tabs.nth(i).click();
    expect(await items.count()).toBeGreaterThan(0);

    await page.getByRole('heading', { name: 'مدیریت سفارش‌ها' }).click();
    expect(await tabTo(page, '[data-testid="cafe-order-item"]'), 'an order item takes focus').toBe(true);
    const item = page.locator('[data-testid="cafe-order-item"]:focus');
    const orderId = await item.getAttribute('data-order-id');
    expect(orderId).toBeTruthy();
    expect(await page.locator(`[data-order-id="${orderId}"]`).getAttribute('aria-current')).toBeNull();
    const serviceType = (await item.innerText()).split('\n')[0]!.trim();

    await page.keyboard.press('Enter');
    const detail = page.getByTestId('cafe-order-detail');
    await expect.poll(() => detail.isVisible()).toBe(true);
    await expect.poll(() => page.locator(`[data-order-id="${orderId}"]`).getAttribute('aria-current')).toBe('true');
    const heading = detail.getByRole('heading').first();
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect(await heading.innerText()).toBe(serviceType);
    await page.context().close();
  });

  it('takes focus into the bell’s panel and gives it back to the bell on Escape', async () => {
    const page = await signedIn(cafe, '/coffenet/dashboard');
    const bell = page.getByRole('button', { name: /اعلان‌ها/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).inPopover, { message: 'focus in the panel' }).toBe(true);
    // Tab stays inside the open panel.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inPopover).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.mantine-Popover-dropdown[role="dialog"]').count()).toBe(0);
    await expect.poll(() => hasFocus(bell)).toBe(true);
    await page.context().close();
  });

  it('puts focus on the admin confirm question’s answers and back on the button after, by Enter and by Escape', async () => {
    const page = await signedIn(admin, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/user?search=${customer.username}`);
    const row = page.getByTestId('admin-user-row').filter({ hasText: customer.username }).first();
    await expect.poll(() => row.isVisible()).toBe(true);
    const remove = row.getByRole('button', { name: 'حذف', exact: true });
    await remove.focus();
    await page.keyboard.press('Enter');
    // (The row's role Select keeps a hidden dropdown of its own: only the question is a dialog.)
    const dialog = page.locator('.mantine-Popover-dropdown[role="dialog"]');
    await expect.poll(() => dialog.getByText('آیا مطمئن هستید؟').isVisible()).toBe(true);
    // The harmless answer has focus; «بله» is one Shift+Tab away.
    await expect.poll(() => hasFocus(dialog.getByRole('button', { name: 'انصراف' }))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(dialog.getByRole('button', { name: 'بله', exact: true }))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inPopover, 'Tab stays in the question').toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => hasFocus(remove)).toBe(true);

    // «انصراف» closes it too, and focus comes back to «حذف»; nothing was deleted.
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(dialog.getByRole('button', { name: 'انصراف' }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => hasFocus(remove)).toBe(true);
    expect(await row.isVisible()).toBe(true);
    await page.context().close();
  });

  it('moves through the date picker’s days with the arrows and returns to the field after a pick', async () => {
    const page = await signedIn(admin, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/orders`);
    const field = page.getByRole('textbox', { name: 'از تاریخ' });
    await field.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'انتخاب از تاریخ' });
    await expect.poll(() => picker.isVisible()).toBe(true);

    // Weekday headers carry their whole names; today is marked for a screen reader.
    expect(await picker.locator('abbr').evaluateAll((els) => els.map((e) => [e.getAttribute('title'), e.textContent]))).toEqual(
      ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'].map((name) => [name, `${name.charAt(0)}${name}`]),
    );
    const today = picker.locator('button[aria-current="date"]');
    expect(await today.count()).toBe(1);

    // With nothing chosen, focus starts on today, the grid's one tab stop.
    await expect.poll(() => hasFocus(today)).toBe(true);
    expect(await picker.locator('button[data-day][tabindex="0"]').count()).toBe(1);
    const dayOf = () => page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);
    const start = (await dayOf())!;
    const plusDays = (n: number) => new Date(Date.parse(`${start}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

    await page.keyboard.press('ArrowLeft'); // right to left: the next day
    expect(await dayOf()).toBe(plusDays(1));
    await page.keyboard.press('ArrowDown');
    expect(await dayOf()).toBe(plusDays(8));
    await page.keyboard.press('ArrowRight');
    expect(await dayOf()).toBe(plusDays(7));
    await page.keyboard.press('ArrowUp');
    expect(await dayOf()).toBe(plusDays(0));
    await page.keyboard.press('ArrowUp'); // a week back, into last month if need be
    expect(await dayOf()).toBe(plusDays(-7));
    const label = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label')))!;
    expect(label).toMatch(/^(شنبه|یکشنبه|دوشنبه|سه‌شنبه|چهارشنبه|پنجشنبه|جمعه) /);

    await page.keyboard.press('Enter');
    await expect.poll(() => picker.isVisible()).toBe(false);
    await expect.poll(() => hasFocus(field)).toBe(true);
    expect(await field.inputValue()).not.toBe('');

    // Opened again, focus starts on the chosen day; Escape closes it back to the field.
    await page.keyboard.press('Enter');
    await expect.poll(() => dayOf()).toBe(plusDays(-7));
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.isVisible()).toBe(false);
    await expect.poll(() => hasFocus(field)).toBe(true);
    await page.context().close();
  });

  it('names each page in the title, skips to the content first and moves focus to it after a navigation', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/`);
    await expect.poll(() => page.title()).toBe('خانه | کافی‌نت‌یار');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('پرش به محتوای اصلی');
    const skip = page.getByRole('link', { name: 'پرش به محتوای اصلی' });
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main-content' });

    // Enter on «فروشگاه» in the header: the title follows and focus goes to the new page's main region.
    await page.getByRole('banner').getByRole('link', { name: 'فروشگاه' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${suite.app.url}/store`);
    await expect.poll(() => page.title()).toBe('فروشگاه | کافی‌نت‌یار');
    await expect.poll(async () => (await focused(page)).tag).toBe('main');
    // Once the page has loaded, the next Tab starts in it, not back in the header.
    await expect.poll(() => page.getByRole('heading', { name: 'فروشگاه' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

    await page.goto(`${suite.app.url}/login`);
    await expect.poll(() => page.title()).toBe('ورود | کافی‌نت‌یار');
    await page.goto(`${suite.app.url}/nope`);
    await expect.poll(() => page.title()).toBe('صفحه پیدا نشد | کافی‌نت‌یار');
    // A guard's redirect on load is no navigation of the user's: the skip link stays the first stop.
    await page.goto(`${suite.app.url}/wallet`);
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.title()).toBe('ورود | کافی‌نت‌یار');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('پرش به محتوای اصلی');
    await page.context().close();
  });

  it('names the dialogs’ close buttons, the file clear button and the password eye in Persian', async () => {
    const guest = await newPage(suite.browser);
    await guest.goto(`${suite.app.url}/login`);
    const eye = guest.getByRole('button', { name: 'نمایش رمز عبور' });
    await expect.poll(() => eye.count()).toBe(1);
    expect(await eye.getAttribute('aria-pressed')).toBe('false');
    await guest.context().close();

    // The phone menu (a Drawer): focus starts on its close button, which has a name.
    const phone = await newPage(suite.browser, VIEWPORTS[0]);
    await phone.goto(`${suite.app.url}/`);
    await phone.getByRole('button', { name: 'منو' }).click();
    const drawer = phone.getByRole('dialog', { name: 'منو' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect.poll(() => hasFocus(drawer.getByRole('button', { name: 'بستن' }))).toBe(true);
    await phone.keyboard.press('Enter');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await phone.context().close();

    // A Modal: the wallet's top-up dialog.
    const page = await signedIn(customer, '/user/dashboard');
    await page.goto(`${suite.app.url}/wallet`);
    await page.getByRole('button', { name: /افزایش موجودی/ }).first().click();
    const modal = page.getByRole('dialog');
    await expect.poll(() => modal.isVisible()).toBe(true);
    expect(await modal.getByRole('button', { name: 'بستن' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);

    // A chosen file's × in the chat's attachment field; the paperclip says whether it is open; the messages are a log.
    await page.goto(`${suite.app.url}/user/orders`);
    await page.getByRole('link', { name: /گفتگو/ }).first().click();
    await page.waitForURL(/\/user\/order-chat\//);
    const log = page.getByRole('log', { name: 'پیام‌های گفتگو' });
    await expect.poll(() => log.isVisible()).toBe(true);
    expect(await log.getAttribute('aria-live')).toBe('polite');
    const clip = page.getByRole('button', { name: 'پیوست فایل' });
    expect(await clip.getAttribute('aria-expanded')).toBe('false');
    await clip.click();
    expect(await clip.getAttribute('aria-expanded')).toBe('true');
    await page.locator('input[type="file"][name="chat-file"]').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('سلام') });
    await expect.poll(() => page.getByRole('button', { name: 'حذف فایل' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows focus on the wizard’s cards, marks the chosen one and focuses the first invalid field', async () => {
    const page = await signedIn(customer, '/user/dashboard');
    await page.goto(`${suite.app.url}/order/create`);
    const categories = page.getByTestId('wizard-categories');
    await expect.poll(() => categories.isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'ثبت سفارش' }).click();
    expect(await tabTo(page, '[data-testid="wizard-categories"] button')).toBe(true);
    const card = page.locator('[data-testid="wizard-categories"] button:focus');
    const ring = await card.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(ring).not.toBe('none');
    const name = (await card.innerText()).split('\n')[0]!;

    // Enter picks it: the card leaves with its step and focus goes to the new step's name.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('wizard-cafes').isVisible()).toBe(true);
    await expect.poll(async () => (await focused(page)).text).toMatch(/^مرحله ۲ از ۳/);
    const cafeCard = page.getByTestId('wizard-cafes').getByRole('button').first();
    await page.getByRole('button', { name: 'مرحله قبل' }).click();
    await expect.poll(() => categories.isVisible()).toBe(true);
    expect(await categories.getByRole('button', { name: new RegExp(`^${name}`) }).getAttribute('aria-pressed')).toBe('true');
    expect(await categories.locator('button[aria-pressed="true"]').count()).toBe(1);

    // On to the details: an empty submit puts focus on the description, the first field in error.
    await categories.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect.poll(() => cafeCard.isVisible()).toBe(true);
    await page.getByTestId('wizard-cafes').locator('button:not([style*="opacity: 0.55"])').first().click();
    const description = page.getByRole('textbox', { name: /توضیحات سفارش/ });
    await expect.poll(() => description.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'ثبت سفارش' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(description)).toBe(true);
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });
});
