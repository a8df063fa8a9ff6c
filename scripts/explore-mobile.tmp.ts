import { launchBrowser, startTestApp } from '../tests/e2e/harness';
import { loginInBrowser } from '../tests/e2e/accounts';
const app = await startTestApp();
const browser = await launchBrowser();
const pages: [string | null, string, string[]][] = [
  [null, '', ['/', '/services', '/store', '/about', '/login', '/register']],
  ['ali', '/user/dashboard', ['/user/dashboard', '/user/orders', '/wallet', '/user/courses', '/cart']],
  ['cafe_azadi', '/coffenet/dashboard', ['/coffenet/dashboard', '/coffenet/orders', '/coffenet/assignedorders', '/coffenet/finance', '/wallet/coffenet', '/coffenet/tasktable', '/coffenet/profile']],
  ['admin', '/admin/dashboard', ['/admin/dashboard', '/wallet/admin']],
];
for (const [user, landing, paths] of pages) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fa-IR' });
  const page = await context.newPage();
  if (user) await loginInBrowser(page, app.url, user, user === 'admin' ? 'admin12345' : user.startsWith('cafe') ? 'cafe12345' : 'user12345', landing);
  for (const p of paths) {
    await page.goto(app.url + p);
    await page.waitForTimeout(1500);
    const info = await page.evaluate(() => {
      const over: string[] = [];
      document.querySelectorAll('body *').forEach((el) => {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1)) {
          // skip if inside a scroll container
          let p = el.parentElement; let scrolled = false;
          while (p) { const cs = getComputedStyle(p); if (/(auto|scroll)/.test(cs.overflowX) && p.scrollWidth > p.clientWidth) { scrolled = true; break; } p = p.parentElement; }
          if (!scrolled) over.push(`${el.tagName}.${String(el.className).slice(0, 40)} ${Math.round(r.left)}..${Math.round(r.right)}`);
        }
      });
      const small: string[] = [];
      document.querySelectorAll('button, a, [role=button], input, [role=tab]').forEach((el) => {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && (r.height < 44 || r.width < 44)) small.push(`${el.tagName}:${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 20)} ${Math.round(r.width)}x${Math.round(r.height)}`);
      });
      return { scrollWidth: document.documentElement.scrollWidth, over: over.slice(0, 6), small: small.length, smallEx: small.slice(0, 5) };
    });
    console.log(user ?? 'guest', p, JSON.stringify(info));
    await page.screenshot({ path: `/tmp/explore/m-${user ?? 'guest'}${p.replaceAll('/', '_')}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close(); await app.stop();
