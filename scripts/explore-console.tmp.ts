import { launchBrowser, newPage, startTestApp } from '../tests/e2e/harness';
import { loginInBrowser } from '../tests/e2e/accounts';
const app = await startTestApp();
const browser = await launchBrowser();
const pages: [string | null, string[]][] = [
  [null, ['/', '/services', '/store', '/about', '/login', '/register', '/orders', '/nope']],
  ['ali', ['/user/dashboard', '/user/orders', '/wallet', '/user/courses', '/cart', '/checkout', '/support', '/orders']],
  ['cafe_azadi', ['/coffenet/dashboard', '/coffenet/orders', '/coffenet/finance', '/wallet/coffenet', '/coffenet/tasktable']],
  ['admin', ['/admin/dashboard', '/wallet/admin', '/orders']],
];
for (const [user, paths] of pages) {
  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text().slice(0, 300)} @ ${JSON.stringify(m.location())}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  if (user) await loginInBrowser(page, app.url, user, user === 'admin' ? 'admin12345' : user.startsWith('cafe') ? 'cafe12345' : 'user12345', user === 'admin' ? '/admin/dashboard' : user.startsWith('cafe') ? '/coffenet/dashboard' : '/user/dashboard');
  for (const p of paths) {
    errors.length = 0;
    await page.goto(app.url + p);
    await page.waitForTimeout(1200);
    console.log(user ?? 'guest', p, '->', new URL(page.url()).pathname, errors.length ? errors : 'clean');
    await page.screenshot({ path: `/tmp/explore/${user ?? 'guest'}${p.replaceAll('/', '_')}.png` });
  }
  await page.context().close();
}
await browser.close(); await app.stop();
