import { launchBrowser, startTestApp } from '../tests/e2e/harness';
import { loginInBrowser } from '../tests/e2e/accounts';
const app = await startTestApp();
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fa-IR', deviceScaleFactor: 2 });
const page = await context.newPage();
await loginInBrowser(page, app.url, 'ali', 'user12345', '/user/dashboard');
await page.goto(app.url + '/wallet');
await page.waitForTimeout(1500);
await page.getByTestId('wallet-balance').screenshot({ path: '/tmp/explore/zoom-balance.png' });
await page.locator('table tbody tr').first().screenshot({ path: '/tmp/explore/zoom-row.png' });
const pos = await page.evaluate(() => {
  const el = document.querySelector('[data-testid=wallet-balance]')!;
  const r = document.createRange(); const t = el.firstChild as Text; const s = t.textContent!;
  const idx = s.indexOf('تومان'); r.setStart(t, idx); r.setEnd(t, idx + 5); const a = r.getBoundingClientRect();
  r.setStart(t, 0); r.setEnd(t, 3); const b = r.getBoundingClientRect();
  return { text: s, tomanLeft: a.left, numberLeft: b.left };
});
console.log(pos);
const minus = await page.evaluate(() => {
  const bdi = [...document.querySelectorAll('bdi')].find((b) => b.textContent!.includes('−'))!;
  const t = bdi.firstChild as Text; const s = t.textContent!; const r = document.createRange();
  r.setStart(t, 0); r.setEnd(t, 1); const m = r.getBoundingClientRect();
  r.setStart(t, 1); r.setEnd(t, 3); const n = r.getBoundingClientRect();
  const i = s.indexOf('تومان'); r.setStart(t, i); r.setEnd(t, i + 5); const k = r.getBoundingClientRect();
  return { s, minusLeft: m.left, numberLeft: n.left, tomanLeft: k.left };
});
console.log(minus);
await browser.close(); await app.stop();
