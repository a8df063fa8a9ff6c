import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { form, MP4 } from '../helpers/store-admin';
import { apiToken } from './accounts';
import { newPage, useBrowserSuite } from './harness';
import { storeProducts } from './store-products';

// A course's free preview lesson played from its product page, checked in a browser rather than
// by reading (28 Nov, afternoon): the play button names its lesson, the keyboard opens the
// player, the video is named and reachable by Tab, and Escape gives focus back to the button.
const suite = useBrowserSuite();

describe('the lesson preview player', () => {
  it('is opened and closed by keyboard, with a named button and a named video', async () => {
    const { course } = await storeProducts(suite.app.server.db);
    // A preview lesson with its video, added as the admin's lesson manager adds one.
    const title = 'مرور سریع فرمول‌ها';
    const res = await fetch(`${suite.app.url}/api/store/products/${course.id}/lessons`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await apiToken(suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)}` },
      body: form({ title, is_preview: 'true', duration: '125' }, [['video_file', 'l.mp4', MP4]]),
    });
    expect(res.status, await res.clone().text()).toBe(201);

    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/product/${course.id}`);
    await page.getByRole('button', { name: 'نمایش سرفصل‌ها' }).click();
    const play = page.getByRole('button', { name: `پخش پیش‌نمایش: ${title}` });
    await play.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor({ state: 'visible' });
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const video = dialog.getByLabel(`پیش‌نمایش جلسه ${title}`);
    expect(await video.evaluate((v) => v.tagName)).toBe('VIDEO');
    // The player's controls are reached from the keyboard: Tab gets to the video.
    let reached = false;
    for (let i = 0; i < 5 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await video.evaluate((v) => v === document.activeElement);
    }
    expect(reached).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => play.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
