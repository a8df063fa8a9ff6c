import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { MID_PHONE, newPage, useBrowserSuite, type Viewport } from './harness';

const suite = useBrowserSuite();
const LAPTOP = { name: 'desktop', width: 1280, height: 800 } as const;

/** The x-axis labels of a chart as drawn: text and left/right edges, left to right. */
async function xLabels(chart: Locator) {
  await expect.poll(() => chart.locator('.recharts-xAxis-tick-labels text').count()).toBeGreaterThan(0);
  // The ticks are placed once the box is measured and the font is in.
  await chart.page().waitForTimeout(300);
  return chart.evaluate((el) => {
    const svg = el.querySelector('svg')!.getBoundingClientRect();
    const labels = [...el.querySelectorAll('.recharts-xAxis-tick-labels text')].map((t) => {
      const box = t.getBoundingClientRect();
      return { text: t.textContent ?? '', left: box.left, right: box.right };
    });
    return { svg: { left: svg.left, right: svg.right }, labels: labels.sort((a, b) => a.left - b.left) };
  });
}

/** Neighbouring labels at least this far apart: 5 px, recharts' own minimum, read as one run of text. */
const MIN_GAP = 8;

function problems({ svg, labels }: Awaited<ReturnType<typeof xLabels>>): string[] {
  const found: string[] = [];
  labels.forEach((l, i) => {
    if (l.left < svg.left - 0.5 || l.right > svg.right + 0.5) found.push(`${l.text} cut by the chart's edge`);
    const next = labels[i + 1];
    if (next && next.left - l.right < MIN_GAP) found.push(`${l.text} / ${next.text}: ${Math.round(next.left - l.right)} px apart`);
  });
  return found;
}

/**
 * The cafe's week chart draws only once the cafe earned something this week. The demo's paid,
 * completed order is dated a few days back, which is last week early in a Persian week (it starts
 * on Saturday): move its completion to now so the chart is there on any day of the week.
 */
async function azadiEarnedThisWeek() {
  const db = suite.app.server.db;
  const order = await db
    .selectFrom('orders')
    .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
    .innerJoin('users', 'users.id', 'cafes.owner_id')
    .select('orders.id')
    .where('users.username', '=', DEMO_ACCOUNTS.cafes[0].username)
    .where('orders.status', '=', 'completed')
    .where('orders.payment_status', '=', 'paid')
    .executeTakeFirstOrThrow();
  await db.updateTable('orders').set({ completed_at: new Date().toISOString() }).where('id', '=', order.id).execute();
}

describe('chart x-axes', () => {
  for (const viewport of [MID_PHONE, LAPTOP] as Viewport[]) {
    it(`labels never touch at ${viewport.width} px: the admin's 30 days evenly spaced, the cafe's seven weekdays all named`, async () => {
      const admin = await newPage(suite.browser, viewport);
      await loginInBrowser(admin, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
      await admin.goto(`${suite.app.url}/admin/finance`);
      const income = await xLabels(admin.getByTestId('income-chart'));
      expect(problems(income)).toEqual([]);
      // Evenly spaced: recharts' own thinning labelled some days in a row and skipped others.
      const centres = income.labels.map((l) => (l.left + l.right) / 2);
      const spacings = centres.slice(1).map((c, i) => c - centres[i]!);
      expect(Math.max(...spacings) - Math.min(...spacings), `spacings ${spacings.map(Math.round).join(', ')}`).toBeLessThan(3);
      expect(income.labels.length).toBeGreaterThanOrEqual(3);
      await admin.context().close();

      await azadiEarnedThisWeek();
      const cafe = await newPage(suite.browser, viewport);
      await loginInBrowser(cafe, suite.app.url, DEMO_ACCOUNTS.cafes[0].username, DEMO_ACCOUNTS.cafes[0].password, '/coffenet/dashboard');
      await cafe.goto(`${suite.app.url}/coffenet/finance`);
      const week = await xLabels(cafe.getByTestId('earnings-chart'));
      expect(problems(week)).toEqual([]);
      expect(week.labels).toHaveLength(7); // a phone dropped every other day
      await cafe.context().close();
    });
  }
});
