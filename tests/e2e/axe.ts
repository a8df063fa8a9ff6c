import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious or critical axe-core findings on the page as it is now (none expected). */
export async function axeProblems(page: Page): Promise<string[]> {
  // A toast passing over a button would change the colours axe reads behind it: wait them out.
  // (The toasts on screen, not their live region for screen readers, which is always there.)
  await expect.poll(() => page.locator('[data-toast-shelf] [data-toast]').count(), { timeout: 15_000 }).toBe(0);
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + ((n as any).html ?? '').slice(0, 200)).join(', ')}`);
  });
}
