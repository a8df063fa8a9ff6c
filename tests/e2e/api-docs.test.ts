import { describe, expect, it } from 'vitest';
import { newPage, screenshot, useBrowserSuite } from './harness';

const suite = useBrowserSuite({ seed: 'none' });

// Issue 17: /api/docs renders the OpenAPI document interactively with nothing from outside this
// server (no CDN, no fonts, no telemetry): every request elsewhere is recorded and refused.
describe('/api/docs', () => {
  it('renders the reference of /api/openapi.json offline, under the app\'s CSP', async () => {
    const page = await newPage(suite.browser);
    const outside: string[] = [];
    const problems: string[] = [];
    await page.context().route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(suite.app.url) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      outside.push(url);
      return route.abort();
    });
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${suite.app.url}/api/docs`);
    await expect.poll(() => page.getByText('Coffenet marketplace API').first().isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByText('Sign in: a Bearer token for every other call').first().isVisible()).toBe(true);
    // The login operation opens with its request body fields.
    await page.getByText('Sign in: a Bearer token for every other call').first().click();
    await expect.poll(() => page.getByText('username').first().isVisible()).toBe(true);
    await screenshot(page, 'api-docs');
    expect(outside).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([]);
  });
});
