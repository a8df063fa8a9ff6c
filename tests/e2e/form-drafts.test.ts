import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { normalizeDigits } from '@shared/text/digits';
import { MSG } from '@shared/messages';
import { STORE_ADMIN_MSG } from '@shared/store/admin-messages';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { demoPicture } from '../../src-server/seed/demo-media';
import { savedCart } from '../../src-server/services/store/saved-cart';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { loginInBrowser, registerAccount } from './accounts';
import { storeProducts } from './store-products';
import { newPage, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

const [ali, sara] = DEMO_ACCOUNTS.customers;
const [azadi] = DEMO_ACCOUNTS.cafes;
const admin = DEMO_ACCOUNTS.admin;

/** Sara's demo order that Azadi is working on. */
const inProgressOrderOfSara = () =>
  suite.app.server.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
    .innerJoin('users as manager', 'manager.id', 'cafes.owner_id')
    .select('orders.id')
    .where('users.username', '=', sara.username)
    .where('manager.username', '=', azadi.username)
    .where('orders.status', '=', 'in_progress')
    .executeTakeFirstOrThrow();

/** Ali's demo order at Azadi that waits for the cafe's review. */
const pendingOrderOfAli = () =>
  suite.app.server.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select('orders.id')
    .where('users.username', '=', ali.username)
    .where('orders.status', '=', 'pending')
    .executeTakeFirstOrThrow();

const subject = (page: Page) => page.getByTestId('new-ticket-subject');
const message = (page: Page) => page.getByTestId('new-ticket-message');
const drafts = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('form_draft:')));
/** A session the server no longer accepts: the same account's token with a broken signature. */
const expireSession = (page: Page) => page.evaluate(() => localStorage.setItem('access_token', `${localStorage.getItem('access_token')!.split('.').slice(0, 2).join('.')}.broken`));

async function signInAgain(page: Page, account: { username: string; password: string }) {
  await expireSession(page);
  await page.reload();
  await page.waitForURL(/\/login\?redirect=/);
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
  await page.waitForURL(`${suite.app.url}/support`);
  await expect.poll(() => message(page).isVisible()).toBe(true);
}

describe('forms keep what was typed when the session ends mid-form', () => {
  it('a new ticket comes back after an expiry and a new sign-in of the same account, never for another account; a submit and a logout forget it', async () => {
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, ali.username, ali.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/support`);
    await expect.poll(() => message(page).isVisible()).toBe(true);
    await subject(page).click();
    await page.getByRole('option', { name: 'سایر' }).click();
    await message(page).fill('مبلغ شارژ کیف پولم دو بار کم شده و هنوز برنگشته است');

    // The next person at the computer signs in after the session ran out: the form is empty for them.
    await signInAgain(page, sara);
    expect(await message(page).inputValue()).toBe('');
    expect(await subject(page).inputValue()).toBe('');

    // The first person comes back: the subject and the text are there.
    await signInAgain(page, ali);
    await expect.poll(() => message(page).inputValue()).toBe('مبلغ شارژ کیف پولم دو بار کم شده و هنوز برنگشته است');
    expect(await subject(page).inputValue()).toBe('سایر');
    expect(await drafts(page)).toHaveLength(1);

    // A sent ticket leaves no draft behind.
    await page.getByTestId('new-ticket-send').click();
    await page.waitForURL(/\/support\?ticketId=[0-9a-f]{24}$/);
    await expect.poll(() => drafts(page)).toEqual([]);

    // A reply typed and left is kept; signing out on purpose forgets every draft in the tab.
    await page.getByTestId('ticket-reply-input').fill('شماره پیگیری بانک را هم فرستادم');
    await expect.poll(() => drafts(page)).toHaveLength(1);
    await page.reload();
    await expect.poll(() => page.getByTestId('ticket-reply-input').inputValue()).toBe('شماره پیگیری بانک را هم فرستادم');
    await page.getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL(`${suite.app.url}/`);
    expect(await drafts(page)).toEqual([]);
    await page.context().close();
  });

  it('the chat box (per order) and checkout, the cafe’s reject reason, new service and withdrawal, and the admin’s broadcast and new product keep their text across a reload', async () => {
    const order = await pendingOrderOfAli();

    const customer = await newPage(suite.browser);
    await loginInBrowser(customer, suite.app.url, ali.username, ali.password, '/user/dashboard');
    await customer.goto(`${suite.app.url}/user/order-chat/${order.id}`);
    const chatBox = customer.getByRole('textbox', { name: 'متن پیام' });
    await chatBox.fill('فونت را بی‌نازنین ۱۴ بگذارید لطفا');
    await customer.reload();
    await expect.poll(() => chatBox.inputValue()).toBe('فونت را بی‌نازنین ۱۴ بگذارید لطفا');

    const { flash } = await storeProducts(suite.app.server.db);
    await customer.goto(`${suite.app.url}/product/${flash.id}`);
    await customer.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await customer.goto(`${suite.app.url}/checkout`);
    await customer.locator('textarea[name="address"]').fill('تهران، خیابان انقلاب، کوچه بهار، پلاک ۱۰');
    await customer.reload();
    await expect.poll(() => customer.locator('textarea[name="address"]').inputValue()).toBe('تهران، خیابان انقلاب، کوچه بهار، پلاک ۱۰');
    await customer.context().close();

    const cafe = await newPage(suite.browser);
    await loginInBrowser(cafe, suite.app.url, azadi.username, azadi.password, '/coffenet/dashboard');
    await cafe.goto(`${suite.app.url}/coffenet/orders`);
    const openOrder = () => cafe.locator(`[data-testid="cafe-order-item"][data-order-id="${order.id}"]`).click();
    const reason = cafe.getByTestId('cafe-order-detail').locator('textarea[name="reject_reason"]');
    await openOrder();
    await reason.fill('دستگاه تایپ این هفته در تعمیر است');
    await cafe.reload();
    await openOrder();
    await expect.poll(() => reason.inputValue()).toBe('دستگاه تایپ این هفته در تعمیر است');

    // The detail panel shows another order in the same place: its chat box holds that order's own draft.
    const other = await inProgressOrderOfSara();
    const openOther = async () => {
      await cafe.getByRole('tab', { name: 'در حال انجام' }).click();
      await cafe.locator(`[data-testid="cafe-order-item"][data-order-id="${other.id}"]`).click();
    };
    const openFirst = async () => {
      await cafe.getByRole('tab', { name: 'در انتظار تأیید' }).click();
      await openOrder();
    };
    const cafeChat = cafe.getByTestId('cafe-order-detail').getByRole('textbox', { name: 'متن پیام' });
    await cafeChat.fill('جزوه را فردا صبح بیاورید');
    await openOther();
    await expect.poll(() => cafe.getByTestId('cafe-order-detail').locator('textarea[name="reject_reason"]').count()).toBe(0);
    await expect.poll(() => cafeChat.inputValue()).toBe('');
    await cafeChat.fill('پرینت‌ها تا ساعت پنج آماده است');
    await openFirst();
    await expect.poll(() => cafeChat.inputValue()).toBe('جزوه را فردا صبح بیاورید');
    await openOther();
    await expect.poll(() => cafeChat.inputValue()).toBe('پرینت‌ها تا ساعت پنج آماده است');

    await cafe.goto(`${suite.app.url}/coffenet/tasktable`);
    await cafe.locator('input[name="title"]').fill('صحافی پایان‌نامه');
    await cafe.locator('textarea[name="description"]').fill('جلد سخت با طلاکوب');
    await cafe.reload();
    await expect.poll(() => cafe.locator('textarea[name="description"]').inputValue()).toBe('جلد سخت با طلاکوب');
    expect(await cafe.locator('input[name="title"]').inputValue()).toBe('صحافی پایان‌نامه');

    await cafe.goto(`${suite.app.url}/wallet/coffenet`);
    await cafe.getByRole('button', { name: 'درخواست برداشت' }).click();
    await cafe.getByRole('dialog').locator('input[name="description"]').fill('تسویه آبان');
    await cafe.reload();
    await cafe.getByRole('button', { name: 'درخواست برداشت' }).click();
    await expect.poll(() => cafe.getByRole('dialog').locator('input[name="description"]').inputValue()).toBe('تسویه آبان');
    await cafe.context().close();

    const adminPage = await newPage(suite.browser);
    await loginInBrowser(adminPage, suite.app.url, admin.username, admin.password, '/admin/dashboard');
    await adminPage.goto(`${suite.app.url}/admin/support`);
    await adminPage.getByTestId('broadcast-message').fill('سامانه پنجشنبه شب به‌روز می‌شود');
    await adminPage.reload();
    await expect.poll(() => adminPage.getByTestId('broadcast-message').inputValue()).toBe('سامانه پنجشنبه شب به‌روز می‌شود');

    await adminPage.goto(`${suite.app.url}/admin/store`);
    const general = adminPage.getByRole('region', { name: 'افزودن محصول عمومی' });
    await adminPage.getByRole('tab', { name: 'افزودن محصول', exact: true }).click();
    await general.getByLabel('توضیحات').first().fill('هدفون بی‌سیم با باتری ۳۰ ساعته');
    await adminPage.reload();
    await adminPage.getByRole('tab', { name: 'افزودن محصول', exact: true }).click();
    await expect.poll(() => general.getByLabel('توضیحات').first().inputValue()).toBe('هدفون بی‌سیم با باتری ۳۰ ساعته');
    await adminPage.context().close();
  });

  it('the admin’s new cafe and a course lesson keep their text; the product and lesson forms say a chosen file is gone until one is chosen or the form is sent', async () => {
    const { course } = await storeProducts(suite.app.server.db);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, admin.username, admin.password, '/admin/dashboard');
    const stored = () => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    const draftOf = (form: string) => drafts(page).then((keys) => keys.filter((k) => k.endsWith(`:${form}`)));
    const draftValue = (form: string) =>
      page.evaluate((f) => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('form_draft:') && k.endsWith(`:${f}`));
        return key ? (JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>) : null;
      }, form);
    const filesLost = page.getByTestId('draft-file-lost');

    // The new cafe: the account's details come back on their own step; the sent form keeps nothing, least of all the one-time password.
    await page.goto(`${suite.app.url}/admin/coffenet`);
    await page.locator('input[name="cafe_name"]').fill('کافی‌نت پیش‌نویس');
    await page.getByRole('button', { name: 'ادامه', exact: true }).click();
    await page.locator('input[name="email"]').fill('draft@cafe.ir');
    await page.locator('input[name="username"]').fill('cafe_draft');
    await page.locator('input[name="phone"]').fill('09127770011');
    await page.locator('input[name="address"]').fill('شیراز، خیابان زند');
    await page.reload();
    await expect.poll(() => page.locator('input[name="address"]').inputValue()).toBe('شیراز، خیابان زند');
    expect(await page.locator('input[name="username"]').inputValue()).toBe('cafe_draft');
    await page.getByRole('button', { name: 'بازگشت', exact: true }).click();
    expect(await page.locator('input[name="cafe_name"]').inputValue()).toBe('کافی‌نت پیش‌نویس');
    await page.getByRole('button', { name: 'ادامه', exact: true }).click();
    await page.getByRole('button', { name: 'ایجاد کافی‌نت' }).click();
    await expect.poll(() => page.getByTestId('one-time-password').isVisible()).toBe(true);
    const oneTime = await page.getByTestId('one-time-password').inputValue();
    await expect.poll(() => draftOf('cafe_new')).toEqual([]);
    expect(await stored()).not.toContain(oneTime);
    await page.getByRole('button', { name: 'بستن', exact: true }).last().click();
    await page.reload();
    await expect.poll(() => page.locator('input[name="cafe_name"]').isVisible()).toBe(true);
    expect(await page.locator('input[name="cafe_name"]').inputValue()).toBe('');

    // A lesson for one course: the title and description come back with the course, the video is asked for again.
    await page.goto(`${suite.app.url}/admin/store`);
    const lessons = page.getByRole('region', { name: 'مدیریت جلسات دوره' });
    const openLessons = async () => {
      await page.getByRole('tab', { name: 'جلسات دوره' }).click();
      await lessons.getByLabel('دوره').first().fill(course.name.split(' ').pop()!);
      await page.getByRole('option', { name: course.name }).click();
      await expect.poll(() => lessons.getByRole('group', { name: 'افزودن جلسه' }).isVisible()).toBe(true);
    };
    const video = { name: 'lesson-draft.webm', mimeType: 'video/webm', buffer: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(256)]) };
    await openLessons();
    await lessons.getByLabel('عنوان جلسه').fill('جلسه اول: نصب');
    await lessons.getByLabel('توضیحات جلسه').fill('نصب برنامه روی ویندوز');
    await lessons.locator('input[type="file"]').setInputFiles(video);
    await expect.poll(async () => (await draftValue(`lesson_new:${course.id}`))?.hadFiles).toBe(true);
    expect(await filesLost.count()).toBe(0);
    expect(await stored()).not.toContain('lesson-draft.webm');
    await page.reload();
    await openLessons();
    await expect.poll(() => lessons.getByLabel('عنوان جلسه').inputValue()).toBe('جلسه اول: نصب');
    expect(await lessons.getByLabel('توضیحات جلسه').inputValue()).toBe('نصب برنامه روی ویندوز');
    expect(await filesLost.innerText()).toBe(MSG.draftFileLost);
    // Choosing the video again ends the hint; the lesson sent leaves no draft and an empty form.
    await lessons.locator('input[type="file"]').setInputFiles(video);
    await expect.poll(() => filesLost.count()).toBe(0);
    await lessons.getByRole('button', { name: 'افزودن جلسه' }).click();
    await expect.poll(() => page.getByText(STORE_ADMIN_MSG.lessonAdded).first().isVisible()).toBe(true);
    await expect.poll(() => draftOf(`lesson_new:${course.id}`)).toEqual([]);
    expect(await lessons.getByLabel('عنوان جلسه').inputValue()).toBe('');

    // The general form with a picture: after a reload the hint stays until the form is sent (the picture is optional).
    const general = page.getByRole('region', { name: 'افزودن محصول عمومی' });
    const openGeneral = () => page.getByRole('tab', { name: 'افزودن محصول', exact: true }).click();
    await openGeneral();
    await general.getByLabel('نام محصول').fill('ماوس بی‌سیم پیش‌نویس');
    await general.getByLabel('قیمت (تومان)').fill('350000');
    await general.getByLabel('دسته‌بندی').first().click();
    await page.getByRole('option', { name: 'الکترونیک', exact: true }).click();
    await general.getByLabel('توضیحات').first().fill('ماوس بی‌سیم با باتری قابل شارژ');
    await general.locator('input[type="file"]').first().setInputFiles({ name: 'mouse.png', mimeType: 'image/png', buffer: demoPicture('physical', 3) });
    await expect.poll(async () => (await draftValue('product_new:general'))?.hadFiles).toBe(true);
    await page.reload();
    await openGeneral();
    await expect.poll(() => general.getByLabel('توضیحات').first().inputValue()).toBe('ماوس بی‌سیم با باتری قابل شارژ');
    expect(await filesLost.innerText()).toBe(MSG.draftFilesLost);
    await general.getByRole('button', { name: 'افزودن محصول' }).click();
    await expect.poll(() => page.getByText(STORE_ADMIN_MSG.productAdded).first().isVisible()).toBe(true);
    await expect.poll(() => filesLost.count()).toBe(0);
    expect(await draftOf('product_new:general')).toEqual([]);

    // The digital form says it too.
    const digital = page.getByRole('region', { name: 'افزودن محصول دیجیتال' });
    await page.getByRole('tab', { name: 'افزودن محصول دیجیتال' }).click();
    await digital.getByLabel('نام محصول').fill('کتاب اکسل پیش‌نویس');
    await digital.locator('input[type="file"]').nth(1).setInputFiles({ name: 'excel.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await expect.poll(() => draftOf('product_new:digital')).toHaveLength(1);
    await page.reload();
    await page.getByRole('tab', { name: 'افزودن محصول دیجیتال' }).click();
    await expect.poll(() => digital.getByLabel('نام محصول').inputValue()).toBe('کتاب اکسل پیش‌نویس');
    expect(await filesLost.innerText()).toBe(MSG.draftFilesLost);
    await page.context().close();
  });

  it('checkout keeps the delivery details and the cart when the session runs out at the submit and the same account signs in again', async () => {
    const db = suite.app.server.db;
    const account = await registerAccount(suite.app.url);
    const buyer = (await findUserByUsername(db, account.username))!;
    const { flash } = await storeProducts(db);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/product/${flash.id}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await page.goto(`${suite.app.url}/checkout`);
    const details = { full_name: 'سارا محمدی', phone: '09121234567', address: 'تهران، خیابان انقلاب، کوچه بهار، پلاک ۱۰', postal_code: '1234567890' };
    const field = (name: string) => page.locator(`[name="${name}"]`);
    for (const [name, value] of Object.entries(details)) await field(name).fill(value);
    // The cart reaches the account's saved copy a moment after it changes, as it would while a person types.
    await expect.poll(async () => (await savedCart(db, buyer.id)).map((line) => line.id)).toEqual([flash.id]);

    // The session ran out while the details were typed: the submit is refused and leads to /login.
    await expireSession(page);
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
    await page.waitForURL(`${suite.app.url}/login?redirect=%2Fcheckout`);
    await page.locator('input[name="username"]').fill(account.username);
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();

    // Back on checkout (not sent on to the cart while the saved cart is read): the details and the line are there.
    await page.waitForURL(`${suite.app.url}/checkout`);
    await expect.poll(() => page.getByTestId('checkout-line').count()).toBe(1);
    expect(await page.getByTestId('checkout-line').innerText()).toContain(flash.name);
    // The number fields show Persian digits.
    for (const [name, value] of Object.entries(details)) expect(normalizeDigits(await field(name).inputValue())).toBe(normalizeDigits(value));
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.context().close();
  });
});
