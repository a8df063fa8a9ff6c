import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { form, MP4 } from '../helpers/store-admin';
import { apiToken, loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';
import { storeProducts } from './store-products';

// The course player (issue 12) as a keyboard and screen-reader user meets it, checked in a
// browser: the video is named by its lesson's number and title, Tab reaches the lessons, Enter
// and Space switch them, the lesson playing is marked current (aria-current) and the lesson
// shown is read out politely when it changes.
const suite = useBrowserSuite();

describe('the course player by keyboard', () => {
  it('names the video, switches lessons with Enter and Space, and marks the current one', async () => {
    const { course } = await storeProducts(suite.app.server.db);
    const { admin, customers } = DEMO_ACCOUNTS;
    const token = await apiToken(suite.app.url, admin.username, admin.password);
    // Two free preview lessons with videos, added as the admin's lesson manager adds them.
    for (const title of ['نمودارها', 'جدول محوری']) {
      const res = await fetch(`${suite.app.url}/api/store/products/${course.id}/lessons`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form({ title, is_preview: 'true', duration: '90' }, [['video_file', 'l.mp4', MP4]]),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, customers[0].username, customers[0].password, '/user/dashboard');
    await page.goto(`${suite.app.url}/user/course/${course.id}`);
    const list = page.getByRole('list', { name: 'جلسات دوره' });
    await list.waitFor();
    const rows = list.getByRole('button');
    const lesson = (title: string) => list.getByRole('button', { name: new RegExp(title) });
    const current = () => list.locator('[aria-current]').allInnerTexts();

    // Tab from the list's first lesson reaches the next playable ones; Enter picks one.
    await rows.first().focus();
    for (let i = 0; i < 10 && !(await lesson('نمودارها').evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await lesson('نمودارها').evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(current).toEqual([expect.stringContaining('نمودارها')]);
    // The video says which lesson it is; the lesson picked is read out where it shows.
    const video = page.getByTestId('lesson-video');
    await expect.poll(() => video.evaluate((v) => v.getAttribute('aria-label'))).toBe('ویدیوی جلسه ۳: نمودارها');
    const shown = page.getByTestId('current-lesson');
    expect(await shown.getAttribute('aria-live')).toBe('polite');
    expect(await shown.getByRole('heading', { level: 2 }).innerText()).toBe('جلسه ۳: نمودارها');

    await page.keyboard.press('Tab');
    expect(await lesson('جدول محوری').evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(current).toEqual([expect.stringContaining('جدول محوری')]);
    await expect.poll(() => video.evaluate((v) => v.getAttribute('aria-label'))).toBe('ویدیوی جلسه ۴: جدول محوری');
    expect(await shown.getByRole('heading', { level: 2 }).innerText()).toBe('جلسه ۴: جدول محوری');
    // Focus stays on the lesson picked, so the next Tab goes on from there.
    expect(await lesson('جدول محوری').evaluate((b) => b === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
