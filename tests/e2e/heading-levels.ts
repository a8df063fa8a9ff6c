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
