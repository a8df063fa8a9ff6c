import fs from 'node:fs';
import { createRequire } from 'node:module';
import { launchBrowser, startTestApp } from '../tests/e2e/harness';
import { loginInBrowser } from '../tests/e2e/accounts';
const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const app = await startTestApp();
const browser = await launchBrowser();
const product = await app.server.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
const order = await app.server.db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id').select('orders.id').where('users.username', '=', 'ali').executeTakeFirstOrThrow();
const pages: [string | null, string, string[]][] = [
  [null, '', ['/', '/services', `/product/${product.id}`, '/store', '/login']],
  ['ali', '/user/dashboard', ['/user/dashboard', '/wallet', '/cart', `/user/order-chat/${order.id}`, '/user/orders']],
  ['cafe_azadi', '/coffenet/dashboard', ['/coffenet/dashboard', '/coffenet/orders', '/wallet/coffenet']],
  ['admin', '/admin/dashboard', ['/admin/dashboard', '/wallet/admin']],
];
for (const [user, landing, paths] of pages) {
  for (const width of [1366]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'fa-IR', bypassCSP: true });
    const page = await context.newPage();
    if (user) await loginInBrowser(page, app.url, user, user === 'admin' ? 'admin12345' : user.startsWith('cafe') ? 'cafe12345' : 'user12345', landing);
    for (const p of paths) {
      await page.goto(app.url + p);
      await page.waitForTimeout(1500);
      await page.evaluate(axeSource);
      const res = await page.evaluate(async () => {
        const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
        return r.violations.filter((v: any) => v.impact === 'serious' || v.impact === 'critical').map((v: any) => `${v.id}(${v.impact}) x${v.nodes.length}: ${v.nodes.slice(0, 2).map((n: any) => n.target.join(' ') + ' | ' + (n.failureSummary || '').slice(0, 150)).join(' || ')}`);
      });
      console.log(user ?? 'guest', p, width, res.length ? res : 'OK');
    }
    await context.close();
  }
}
await browser.close(); await app.stop();
