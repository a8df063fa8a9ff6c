import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, screenshot, useBrowserSuite, VIEWPORTS } from './harness';
import { newestOrderOf } from './orders-of';

const suite = useBrowserSuite();

describe('a file in the order chat', () => {
  it.each(VIEWPORTS)('$name: goes with the main send button, the text box as its caption, the button showing the upload', async (viewport) => {
    const db = suite.app.server.db;
    const ali = DEMO_ACCOUNTS.customers[0];
    const order = await newestOrderOf(db, ali.username);
    const page = await newPage(suite.browser, viewport);
    await loginInBrowser(page, suite.app.url, ali.username, ali.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/user/order-chat/${order}`);
    await page.getByRole('button', { name: 'پیوست فایل' }).click();
    await page.locator('input[type="file"][name="chat-file"], input[type="file"]').first().setInputFiles({
      name: `نامه-${viewport.name}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 32)]),
    });
    await page.getByRole('textbox', { name: 'متن پیام' }).fill(`نسخه امضاشده ${viewport.name}`);
    await page.getByTestId('chat-send').click();

    // Named per run: the other window's run sent its file to the same order.
    const bubble = page.getByTestId('chat-message').filter({ hasText: `نامه-${viewport.name}.pdf` });
    await expect.poll(() => bubble.count()).toBe(1);
    expect(await bubble.innerText()).toContain(`نسخه امضاشده ${viewport.name}`);
    const stored = await db.selectFrom('chat_messages').select(['file_id', 'caption']).where('order_id', '=', order).where('file_id', 'is not', null).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(stored.caption).toBe(`نسخه امضاشده ${viewport.name}`);
    // The box is empty again and the attachment is gone, ready for the next message (the live
    // stream can show the bubble a moment before the upload's answer clears the box).
    await expect.poll(() => page.getByRole('textbox', { name: 'متن پیام' }).inputValue()).toBe('');
    await expect.poll(async () => (await page.getByTestId('chat-send').innerText()).includes('٪')).toBe(false);
    expect(await page.getByTestId('chat-send').getAttribute('aria-label')).toBe('ارسال');
    // On a phone the send button is its icon alone, so the message box keeps most of the row.
    const row = (await page.getByRole('textbox', { name: 'متن پیام' }).boundingBox())!;
    if (viewport.name === 'phone') expect(row.width).toBeGreaterThan(viewport.width - 170);
    await screenshot(page, `chat-file-sent-${viewport.name}`);
    await page.context().close();
  });
});
