import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { MSG } from '@shared/messages';
import { newPage, useBrowserSuite } from './harness';

/**
 * The accessibility audit's third pass: error toasts interrupt (an assertive live region), the
 * rest wait their turn (a polite one), each toast announced once; and focus that stays in a list
 * when the row a person worked on goes away.
 */
const suite = useBrowserSuite();

const [ali] = DEMO_ACCOUNTS.customers;

/**
 * The live region Chromium hands screen readers for the text `text`: the role and settings of
 * the nearest ancestor in its accessibility tree that is a live region.
 */
async function liveRegionOf(page: Page, text: string) {
  type AXNode = { nodeId: string; parentId?: string; role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] };
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  let node = nodes.find((n) => n.role?.value === 'StaticText' && String(n.name?.value ?? '').includes(text));
  for (; node; node = node.parentId ? byId.get(node.parentId) : undefined) {
    const settings = Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value]));
    if ('live' in settings) return { role: node.role?.value, ...settings };
  }
  return null;
}

describe('screen-reader and keyboard, third pass', () => {
  it('announces an error toast assertively and a success toast politely, each from one permanent region and once', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/login`);
    const shelf = page.locator('[data-toast-shelf]');
    const polite = shelf.locator('[role="status"][aria-live="polite"][aria-atomic="false"]');
    const assertive = shelf.locator('[role="alert"][aria-live="assertive"][aria-atomic="false"]');
    expect(await polite.count()).toBe(1);
    expect(await assertive.count()).toBe(1);
    expect(await polite.innerText()).toBe('');
    expect(await assertive.innerText()).toBe('');
    const [politeBefore, assertiveBefore] = [await polite.elementHandle(), await assertive.elementHandle()];

    await page.locator('input[name="username"]').fill(ali.username);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await expect.poll(() => assertive.innerText()).toContain(MSG.wrongCredentials);
    expect(await polite.innerText()).not.toContain(MSG.wrongCredentials);
    // In the page once: no hidden copy for screen readers, no live region inside the toast.
    expect(await page.getByText(MSG.wrongCredentials).count()).toBe(1);
    expect(await shelf.locator('[data-toast] [role], [data-toast] [aria-live]').count()).toBe(0);
    // What Chromium hands the screen reader: the text sits in an assertive region.
    expect(await liveRegionOf(page, MSG.wrongCredentials)).toMatchObject({ role: 'alert', live: 'assertive', atomic: false });

    await page.locator('input[name="password"]').fill(ali.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    await expect.poll(() => polite.innerText()).toContain(MSG.loginSuccess);
    expect(await assertive.innerText()).not.toContain(MSG.loginSuccess);
    expect(await page.getByText(MSG.loginSuccess).count()).toBe(1);
    expect(await liveRegionOf(page, MSG.loginSuccess)).toMatchObject({ role: 'status', live: 'polite', atomic: false });
    // The same two regions as at the page's load, not ones made with a toast.
    expect(await politeBefore!.evaluate((el) => el.isConnected)).toBe(true);
    expect(await assertiveBefore!.evaluate((el) => el.isConnected)).toBe(true);
    await page.context().close();
  });
});
