import type { Page } from 'playwright-core';

/**
 * Where the page's heading outline skips a level: each visible heading (h1–h6, or a
 * role="heading" with aria-level) may go at most one level deeper than the one before it, the
 * first at most to h1. A screen reader's list of headings then reads as an outline.
 * "Visible" counts a visually hidden heading too (a screen reader reads it); not one inside
 * something hidden from everyone (display: none, aria-hidden).
 */
export function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(
      (h) => h.getClientRects().length > 0 && !h.closest('[aria-hidden="true"]'),
    );
    const skips: string[] = [];
    let previous = { level: 0, text: '(page start)' };
    for (const h of headings) {
      const level = h.getAttribute('role') === 'heading' ? Number(h.getAttribute('aria-level') ?? 2) : Number(h.tagName[1]);
      const text = (h.textContent ?? '').trim().slice(0, 40);
      if (level > previous.level + 1) skips.push(`h${previous.level} «${previous.text}» → h${level} «${text}»`);
      previous = { level, text };
    }
    return skips;
  });
}

/**
 * The same check inside the open modal dialog (the last one opened, `[aria-modal="true"]`): its
 * title, the heading that names it (aria-labelledby), is its top heading whatever its level
 * (Mantine's Modal title is an h2); every other heading in it must be deeper than the title and
 * may go at most one level deeper than the one before it. Null when no modal dialog is open.
 */
export function dialogHeadingSkips(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter((d) => d.getClientRects().length > 0).at(-1);
    if (!dialog) return null;
    const levelOf = (h: HTMLElement) => (h.getAttribute('role') === 'heading' ? Number(h.getAttribute('aria-level') ?? 2) : Number(h.tagName[1]));
    const textOf = (h: HTMLElement) => (h.textContent ?? '').trim().slice(0, 40);
    const titleId = dialog.getAttribute('aria-labelledby');
    const title = titleId ? document.getElementById(titleId) : null;
    if (!title || !/^H[1-6]$/.test(title.tagName) || !(title.textContent ?? '').trim()) return ['the dialog has no heading for a title'];
    const headings = [...dialog.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(
      (h) => h !== title && h.getClientRects().length > 0 && !h.closest('[aria-hidden="true"]'),
    );
    const top = { level: levelOf(title), text: textOf(title) };
    const skips: string[] = [];
    let previous = top;
    for (const h of headings) {
      const level = levelOf(h);
      const text = textOf(h);
      if (level <= top.level) skips.push(`title h${top.level} «${top.text}» has h${level} «${text}» at its level or above`);
      else if (level > previous.level + 1) skips.push(`h${previous.level} «${previous.text}» → h${level} «${text}»`);
      previous = { level, text };
    }
    return skips;
  });
}

/**
 * Opens each tab of the page in turn (Mantine Tabs, `role="tab"`) and checks the outline with
 * that tab's panel shown: the page walk only sees the first. Each finding names its tab.
 */
export async function headingSkipsInTabs(page: Page): Promise<{ skips: string[]; opened: number }> {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  const found: string[] = [];
  let opened = 0;
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    if (!(await tab.isVisible()) || !(await tab.isEnabled())) continue;
    const name = (await tab.innerText()).trim();
    await tab.click();
    opened++;
    await settled(page);
    for (const skip of await headingSkips(page)) found.push(`tab «${name}»: ${skip}`);
  }
  return { skips: found, opened };
}

/** Waits for what a click started to draw: no loader or skeleton left on the page (at most 5 s). */
export async function settled(page: Page): Promise<void> {
  await page.waitForTimeout(150);
  await page
    .waitForFunction(() => ![...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]')].some((el) => el.getClientRects().length > 0), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}
