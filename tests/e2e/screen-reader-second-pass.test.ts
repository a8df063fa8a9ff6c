import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { MSG } from '@shared/messages';
import { contrast } from '../../src-client/colour-contrast';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

/**
 * The accessibility audit's second pass: the text fields' focus ring, star ratings for screen
 * readers, toasts announced through a live region that is there from the page's load, and focus
 * that stays near the work when the focused control goes away or turns busy.
 */
const suite = useBrowserSuite();

const [ali, sara] = DEMO_ACCOUNTS.customers;
const cafe = DEMO_ACCOUNTS.cafes[0];
const admin = DEMO_ACCOUNTS.admin;

async function signedIn(account: { username: string; password: string }, landing: string): Promise<Page> {
  const page = await newPage(suite.browser);
  await loginInBrowser(page, suite.app.url, account.username, account.password, landing);
  return page;
}

/** The focused field's ring (its outline, or its border when it has none) and the colours on either side of it. */
function focusColours(field: Locator) {
  return field.evaluate((el) => {
    const box = (el.closest('.mantine-Input-input') ?? el) as HTMLElement;
    const opaque = (colour: string) => !/rgba\(.*,\s*0\)$/.test(colour) && colour !== 'transparent';
    let behind = 'rgb(255, 255, 255)';
    for (let p = box.parentElement; p; p = p.parentElement) {
      const bg = getComputedStyle(p).backgroundColor;
      if (opaque(bg)) {
        behind = bg;
        break;
      }
    }
    const style = getComputedStyle(box);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? style.outlineColor : style.borderTopColor;
    return { ring, behind, inside: opaque(style.backgroundColor) ? style.backgroundColor : behind, focused: box.matches(':focus, :focus-within') };
  });
}

const isBody = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

describe('screen-reader and keyboard, second pass', () => {
  it('rings a focused text field, password field and textarea at 3:1 or more against the page and the field', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/login`);
    const fields = [page.locator('input[name="username"]'), page.locator('input[name="password"]')];
    for (const field of fields) {
      await field.focus();
      const c = await focusColours(field);
      expect(c.focused).toBe(true);
      expect(contrast(c.ring, c.behind), `ring ${c.ring} on ${c.behind}`).toBeGreaterThanOrEqual(3);
      expect(contrast(c.ring, c.inside), `ring ${c.ring} on ${c.inside}`).toBeGreaterThanOrEqual(3);
    }
    await page.context().close();

    const signed = await signedIn(ali, '/user/dashboard');
    await signed.goto(`${suite.app.url}/support`);
    const textarea = signed.locator('main textarea').first();
    await textarea.focus();
    const c = await focusColours(textarea);
    expect(contrast(c.ring, c.behind), `ring ${c.ring} on ${c.behind}`).toBeGreaterThanOrEqual(3);
    await signed.context().close();
  });

  it('names star ratings with their value and keeps read-only stars out of the Tab order', async () => {
    const page = await signedIn(cafe, '/coffenet/dashboard');
    const stars = page.getByRole('img', { name: /^امتیاز [۰-۹٫]+ از ۵$/ });
    await expect.poll(() => stars.count()).toBeGreaterThan(0);
    expect(await page.locator('.mantine-Rating-root input').count(), 'read-only stars have no radio buttons').toBe(0);
    await page.context().close();
  });

  it('gives the rating dialog’s stars names and lets the keyboard choose one', async () => {
    const page = await signedIn(sara, '/user/dashboard');
    await page.goto(`${suite.app.url}/user/orders`);
    await page.getByRole('button', { name: 'امتیاز به کافی‌نت' }).first().click();
    const group = page.getByRole('radiogroup', { name: 'امتیاز' });
    await expect.poll(() => group.isVisible()).toBe(true);
    const five = group.getByRole('radio', { name: '۵ از ۵' });
    expect(await five.isChecked()).toBe(true);
    await five.focus();
    // The arrows move between the stars (↑ is the one before) and Space chooses (Mantine's keys).
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect.poll(() => group.getByRole('radio', { name: '۴ از ۵' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('dialog').getByText('۴ از ۵', { exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('has the toasts’ live region from the page’s load, and a toast’s text lands in it', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/login`);
    // A wrong password is an error: its region is the assertive one (third pass).
    const region = page.locator('[data-toast-shelf] [role="alert"][aria-live="assertive"]');
    expect(await region.count()).toBe(1);
    const before = await region.elementHandle();
    expect(await region.innerText()).toBe('');
    // A wrong password: a toast.
    await page.locator('input[name="username"]').fill(ali.username);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await expect.poll(() => region.innerText()).toContain(MSG.wrongCredentials);
    // The same element as before the toast, not one made with it.
    expect(await before!.evaluate((el) => el.isConnected && el.textContent!.includes('نام کاربری'))).toBe(true);
    // The toast itself is no second live region (it would be read twice).
    expect(await region.locator('[role="status"], [aria-live]').count()).toBe(0);
    await page.context().close();
  });

  it('keeps focus near the reply box after a ticket reply is sent by keyboard', async () => {
    const ticket = await suite.app.server.db
      .selectFrom('tickets')
      .innerJoin('users', 'users.id', 'tickets.owner_id')
      .select('tickets.id')
      .where('users.username', '=', ali.username)
      .where('tickets.status', '!=', 'closed')
      .executeTakeFirstOrThrow();
    const page = await signedIn(ali, '/user/dashboard');
    await page.goto(`${suite.app.url}/support?ticketId=${ticket.id}`);
    const input = page.getByTestId('ticket-reply-input');
    await input.fill('پاسخ با صفحه‌کلید');
    await page.getByTestId('ticket-reply-send').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => input.inputValue()).toBe('');
    // The send button is gone while sending; give a dropped focus the time to show, then poll: under
    // load the thread's refresh can land after any fixed wait, and where focus settles is what counts.
    await page.waitForTimeout(300);
    await expect.poll(() => isBody(page), { message: 'focus is not dropped to the page body' }).toBe(false);
    await expect.poll(() => input.evaluate((el) => el === document.activeElement || el.closest('form')!.contains(document.activeElement))).toBe(true);
    await page.context().close();
  });

  it('keeps focus in the users list after the admin deletes a row by keyboard', async () => {
    const page = await signedIn(admin, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/user?search=reza_blocked`);
    const row = page.getByTestId('admin-user-row').filter({ hasText: 'reza_blocked' }).first();
    await expect.poll(() => row.isVisible()).toBe(true);
    await row.getByRole('button', { name: 'حذف', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('.mantine-Popover-dropdown[role="dialog"]');
    await expect.poll(() => dialog.getByRole('button', { name: 'بله', exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'بله', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('admin-user-row').filter({ hasText: 'reza_blocked' }).count()).toBe(0);
    await page.waitForTimeout(300);
    await expect.poll(() => isBody(page), { message: 'focus is not dropped to the page body' }).toBe(false);
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await page.context().close();
  });
});
