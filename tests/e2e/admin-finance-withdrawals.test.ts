import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite, VIEWPORTS } from './harness';

const suite = useBrowserSuite();

describe('/admin/finance, payments to cafes (spec 3 §3 "Cafe withdrawal row")', () => {
  for (const viewport of VIEWPORTS) {
    it(`shows each payout's IBAN and account number, bank and holder (${viewport.name})`, async () => {
      const page = await newPage(suite.browser, viewport);
      const { admin } = DEMO_ACCOUNTS;
      await loginInBrowser(page, suite.app.url, admin.username, admin.password, '/admin/dashboard');
      await page.goto(`${suite.app.url}/admin/finance`);
      await page.getByRole('tab', { name: 'پرداخت به کافی‌نت‌ها' }).click();
      const list = page.getByTestId('finance-withdrawals');
      // The demo payout to cafe_negin's account (src-server/seed/demo-wallets.ts).
      const account = await suite.app.server.db.selectFrom('withdrawal_requests').select(['iban', 'account_number', 'bank']).where('status', '=', 'completed').executeTakeFirstOrThrow();
      await expect.poll(() => list.innerText()).toContain(account.iban);
      const text = await list.innerText();
      expect(text).toContain(account.account_number);
      expect(text).toContain(account.bank);
      await page.context().close();
    });
  }
});
