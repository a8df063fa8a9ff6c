import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORE_MSG } from '@shared/store/messages';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { MSG } from '@shared/messages';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { demoPdf, demoPicture } from '../../src-server/seed/demo-media';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { fundWallet } from '../helpers/money';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, screenshot, useBrowserSuite } from './harness';
import { axeProblems } from './axe';

const suite = useBrowserSuite();
const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible();

/** A real WebM video of a few seconds: a canvas recorded in the page. */
async function recordWebm(page: Page, seconds: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    let frame = 0;
    const timer = setInterval(() => {
      ctx.fillStyle = `hsl(${(frame * 12) % 360}, 70%, 50%)`;
      ctx.fillRect(0, 0, 160, 120);
      ctx.fillStyle = '#fff';
      ctx.fillRect((frame * 4) % 160, 50, 20, 20);
      frame += 1;
    }, 40);
    recorder.start(200);
    await new Promise((r) => setTimeout(r, ms));
    recorder.stop();
    await new Promise((r) => (recorder.onstop = r));
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, seconds * 1000);
  return Buffer.from(base64, 'base64');
}

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Plays a video element muted and waits until its time has advanced. */
async function playsInPage(page: Page, selector: string) {
  await page.waitForFunction((s) => (document.querySelector(s) as HTMLVideoElement | null)?.readyState! >= 1, selector);
  await page.evaluate(async (s) => {
    const video = document.querySelector(s) as HTMLVideoElement;
    video.muted = true;
    await video.play();
  }, selector);
  await page.waitForFunction((s) => (document.querySelector(s) as HTMLVideoElement).currentTime > 0.3, selector, { timeout: 15_000 });
}

describe('the admin store and content delivery in the browser', () => {
  it('admin makes a course with a picture, preview and paid lesson; a customer previews, buys from the wallet and plays the lesson; an e-book downloads the same bytes', async () => {
    const db = suite.app.server.db;
    const admin = await newPage(suite.browser);
    await loginInBrowser(admin, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/admin/store`);
    await expect.poll(visible(admin, M.apiOk)).toBe(true);
    await expect.poll(() => admin.getByTestId('store-finance').isVisible()).toBe(true);
    await expect.poll(() => admin.getByTestId('store-sale').count()).toBeGreaterThan(0); // the demo purchases

    // 1. The general form: a course with a picture and a recorded preview video.
    const preview = await recordWebm(admin, 3);
    const lessonVideo = await recordWebm(admin, 3);
    const picture = demoPicture('video_course', 7);
    await admin.getByRole('tab', { name: 'افزودن محصول', exact: true }).click();
    const general = admin.getByRole('region', { name: 'افزودن محصول عمومی' });
    await pick(admin, general, 'نوع محصول', 'دوره ویدیویی');
    await general.getByLabel('نام محصول').fill('دوره آزمایشی ویدیو');
    await general.getByLabel('قیمت (تومان)').fill('50000');
    await pick(admin, general, 'دسته‌بندی', 'دوره‌ها');
    await general.getByLabel('توضیحات').first().fill('دوره‌ای برای آزمون پخش');
    // Without the instructor the shared schema answers with the spec's message.
    await general.getByRole('button', { name: 'افزودن محصول' }).click();
    await expect.poll(visible(admin, M.instructorRequired)).toBe(true);
    await general.getByLabel('نام مدرس').fill('مدرس آزمون');
    const fileInputs = general.locator('input[type="file"]');
    await fileInputs.nth(0).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
    await fileInputs.nth(1).setInputFiles({ name: 'preview.webm', mimeType: 'video/webm', buffer: preview });
    await general.getByRole('button', { name: 'افزودن محصول' }).click();
    await expect.poll(visible(admin, M.productAdded)).toBe(true);
    expect(await general.getByTestId('upload-progress').innerText()).toContain('انجام شد');
    const course = await db.selectFrom('products').selectAll().where('name', '=', 'دوره آزمایشی ویدیو').executeTakeFirstOrThrow();
    expect(course).toMatchObject({ price: 500_000, product_type: 'video_course', image_type: 'image/png', video_preview_type: 'video/webm' });

    // 2. The lesson manager: a paid lesson with its video; the duration is read in the browser.
    await admin.getByRole('tab', { name: 'جلسات دوره' }).click();
    const lessons = admin.getByRole('region', { name: 'مدیریت جلسات دوره' });
    await lessons.getByLabel('دوره').first().fill('آزمایشی');
    await admin.getByRole('option', { name: 'دوره آزمایشی ویدیو' }).click();
    await expect.poll(visible(admin, 'این دوره هنوز جلسه‌ای ندارد.')).toBe(true);
    expect(await lessons.getByRole('group', { name: 'افزودن جلسه' }).count()).toBe(1);
    expect(await axeProblems(admin)).toEqual([]);
    await lessons.getByLabel('عنوان جلسه').fill('جلسه پولی');
    await lessons.locator('input[type="file"]').setInputFiles({ name: 'lesson.webm', mimeType: 'video/webm', buffer: lessonVideo });
    await expect.poll(() => lessons.getByText(/مدت: /).innerText(), { timeout: 10_000 }).not.toContain('نامشخص');
    await lessons.getByRole('button', { name: 'افزودن جلسه' }).click();
    await expect.poll(visible(admin, M.lessonAdded)).toBe(true);
    await expect.poll(() => lessons.getByTestId('admin-lesson').count()).toBe(1);
    const lessonRow = await db.selectFrom('product_lessons').selectAll().where('product_id', '=', course.id).executeTakeFirstOrThrow();
    expect(lessonRow).toMatchObject({ lesson_order: 1, is_preview: 0, video_type: 'video/webm' });
    expect(lessonRow.duration).toBeGreaterThanOrEqual(2);
    await screenshot(admin, 'admin-store-lessons');

    // 3. A customer plays the preview on the product page, is refused the paid lesson, then buys.
    const account = await registerAccount(suite.app.url);
    const buyer = (await findUserByUsername(db, account.username))!;
    await fundWallet(db, buyer.id, 10_000_000);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/product/${course.id}`);
    await expect.poll(() => page.locator('img[alt="دوره آزمایشی ویدیو"]').count()).toBe(0); // a course shows its preview video
    await playsInPage(page, 'video');
    expect(await page.locator('video').getAttribute('src')).toMatch(new RegExp(`/api/store/download/video-preview/${course.id}\\?v=`));
    const locked = await page.evaluate(async (url) => (await fetch(url)).status, `/api/store/download/lesson-video/${course.id}/1`);
    expect(locked).toBe(401);
    await page.goto(`${suite.app.url}/user/course/${course.id}`);
    await expect.poll(visible(page, 'این دوره را نخریده‌اید: فقط جلسه‌های پیش‌نمایش پخش می‌شوند.')).toBe(true);
    expect(await page.getByTestId('lesson-video').count()).toBe(0);

    await page.goto(`${suite.app.url}/product/${course.id}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await expect.poll(visible(page, STORE_MSG.addedToCart)).toBe(true);
    await page.goto(`${suite.app.url}/checkout`);
    // A course ships nothing: checkout asks for no address.
    expect(await page.locator('input[name="postal_code"]').count()).toBe(0);
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
    await page.waitForURL(/\/site\/store-order-payment\?orderId=/);
    await page.getByRole('radio', { name: /پرداخت از کیف پول/ }).check();
    await page.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
    await expect.poll(() => page.getByTestId('store-payment-success').isVisible()).toBe(true);

    // 4. "My products" opens the course; the paid lesson plays (metadata loads, time advances).
    await page.goto(`${suite.app.url}/user/courses`);
    const owned = page.getByTestId('owned-product').filter({ hasText: 'دوره آزمایشی ویدیو' });
    await owned.getByRole('link', { name: 'مشاهده دوره' }).click();
    await page.waitForURL(`${suite.app.url}/user/course/${course.id}`);
    await expect.poll(() => page.getByTestId('lesson-video').count()).toBe(1);
    expect(await page.getByTestId('lesson-video').getAttribute('src')).toMatch(new RegExp(`/api/store/download/lesson-video/${course.id}/1\\?u=${buyer.id}&exp=\\d+&sig=`));
    await playsInPage(page, '[data-testid="lesson-video"]');
    await page.evaluate(() => (document.querySelector('[data-testid="lesson-video"]') as HTMLVideoElement).pause());
    // The place is kept on the server.
    await expect
      .poll(async () => (await db.selectFrom('lesson_progress').select('position').where('user_id', '=', buyer.id).executeTakeFirst())?.position ?? 0)
      .toBeGreaterThan(0);
    await screenshot(page, 'course-player');

    // 5. The admin adds a free e-book with a PDF; the customer takes it and downloads the same bytes.
    const pdf = demoPdf('E2E book');
    await admin.getByRole('tab', { name: 'افزودن محصول دیجیتال' }).click();
    const digital = admin.getByRole('region', { name: 'افزودن محصول دیجیتال' });
    // An empty form names the missing files together with the other missing fields.
    await digital.getByRole('button', { name: 'افزودن محصول دیجیتال' }).click();
    await expect.poll(() => digital.getByText(M.filesRequired).isVisible()).toBe(true);
    expect(await digital.getByText(M.nameRequired).isVisible()).toBe(true);
    await digital.getByLabel('نام محصول').fill('کتاب آزمون دانلود');
    await digital.getByLabel('قیمت (تومان)').fill('0');
    await pick(admin, digital, 'دسته‌بندی', 'کتاب');
    await digital.getByLabel('توضیحات').first().fill('یک کتاب برای آزمون');
    await digital.getByRole('button', { name: 'افزودن محصول دیجیتال' }).click();
    await expect.poll(visible(admin, M.filesRequired)).toBe(true);
    await digital.locator('input[type="file"]').nth(1).setInputFiles({ name: 'کتاب آزمون.pdf', mimeType: 'application/pdf', buffer: pdf });
    await digital.getByRole('button', { name: 'افزودن محصول دیجیتال' }).click();
    await expect.poll(visible(admin, M.productAdded)).toBe(true);
    const book = await db.selectFrom('products').select('id').where('name', '=', 'کتاب آزمون دانلود').executeTakeFirstOrThrow();

    await page.goto(`${suite.app.url}/user/digital/${book.id}`);
    await expect.poll(visible(page, M.notPurchased)).toBe(true);
    await page.goto(`${suite.app.url}/product/${book.id}`);
    await page.getByRole('button', { name: 'دریافت رایگان' }).click();
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    await page.goto(`${suite.app.url}/user/digital/${book.id}`);
    const fileRow = page.getByTestId('digital-file');
    await expect.poll(() => fileRow.innerText()).toContain('کتاب آزمون.pdf');
    // The name is laid out left to right, its extension last (in the right-to-left page «.pdf» came first).
    const extensionLast = await fileRow.getByTestId('file-name').evaluate((el) => {
      const text = el.firstChild as Text;
      const range = document.createRange();
      const rights: number[] = [];
      for (let i = 0; i < text.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        rights.push(range.getBoundingClientRect().right);
      }
      return rights.every((r) => r <= rights.at(-1)! + 0.5);
    });
    expect(extensionLast).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), fileRow.getByRole('link', { name: 'دانلود' }).click()]);
    expect(download.suggestedFilename()).toBe('کتاب آزمون.pdf');
    expect(fs.readFileSync((await download.path())!).equals(pdf)).toBe(true);
    await screenshot(page, 'digital-downloads');
  });

  it('an edit dialog left open writes back only what this admin changed, not another admin’s price and archive', async () => {
    const db = suite.app.server.db;
    const admin = await newPage(suite.browser);
    await loginInBrowser(admin, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/admin/store`);
    const row = admin.getByTestId('admin-product').first();
    await row.getByRole('button', { name: 'ویرایش' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ویرایش محصول' });
    const name = dialog.getByLabel('نام محصول');
    await expect.poll(() => name.inputValue()).not.toBe('');
    const product = await db.selectFrom('products').select(['id', 'price']).where('name', '=', await name.inputValue()).executeTakeFirstOrThrow();
    // Meanwhile another admin raises the price and takes it off sale.
    await db.updateTable('products').set({ price: product.price + 10_000, is_active: 0 }).where('id', '=', product.id).execute();
    await name.fill('نام تازهٔ محصول');
    await dialog.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await db.selectFrom('products').select(['name', 'price', 'is_active']).where('id', '=', product.id).executeTakeFirstOrThrow()).toEqual({
      name: 'نام تازهٔ محصول',
      price: product.price + 10_000,
      is_active: 0,
    });
    await admin.context().close();
  });

  it('an upload shows the percent of bytes sent and can be cancelled, leaving nothing behind', async () => {
    const db = suite.app.server.db;
    const admin = await newPage(suite.browser);
    await loginInBrowser(admin, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/admin/store`);
    await admin.getByRole('tab', { name: 'جلسات دوره' }).click();
    const lessons = admin.getByRole('region', { name: 'مدیریت جلسات دوره' });
    await lessons.getByLabel('دوره').first().click();
    await admin.getByRole('option').first().click();
    const courseName = await lessons.getByLabel('دوره').first().inputValue();
    const course = await db.selectFrom('products').select('id').where('name', '=', courseName).executeTakeFirstOrThrow();
    const before = await db.selectFrom('product_lessons').select('id').where('product_id', '=', course.id).execute();
    const files = () => fs.readdirSync(`${suite.app.dataDir}/files`).sort();
    const filesBefore = files();
    // A slow uplink, so the upload is still running when cancelled.
    const cdp = await admin.context().newCDPSession(admin);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    const video = Buffer.alloc(4 * 1024 * 1024, 7);
    video.set([0x1a, 0x45, 0xdf, 0xa3]);
    await lessons.getByLabel('عنوان جلسه').fill('جلسه لغوشده');
    await lessons.locator('input[type="file"]').setInputFiles({ name: 'big.webm', mimeType: 'video/webm', buffer: video });
    await lessons.getByRole('button', { name: 'افزودن جلسه' }).click();
    const progress = lessons.getByTestId('upload-progress');
    await expect.poll(() => progress.innerText(), { timeout: 10_000 }).toMatch(/در حال ارسال فایل‌ها — [۱-۹][۰-۹]?٪/);
    await lessons.getByRole('button', { name: 'لغو بارگذاری' }).click();
    await expect.poll(() => progress.innerText()).toContain(MSG.uploadCancelled);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await db.selectFrom('product_lessons').select('id').where('product_id', '=', course.id).execute()).toEqual(before);
    // The part written before the cancel is removed once the server sees the connection go.
    await expect.poll(files, { timeout: 10_000 }).toEqual(filesBefore);
  });
});
