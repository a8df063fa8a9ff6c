import type { Page, Route } from 'playwright-core';
import { MSG } from '@shared/messages';

/**
 * Makes one tRPC procedure answer a server error (500, the server's Persian text) while every
 * other procedure of the same batched request is answered for real, so a test sees that one
 * part fail as it would. Returns the undo.
 */
export async function failProcedure(page: Page, procedure: string): Promise<() => Promise<void>> {
  const matches = ({ pathname }: URL) => {
    return pathname.startsWith('/trpc/') && pathname.slice('/trpc/'.length).split(',').includes(procedure);
  };
  const handler = async (route: Route) => {
    try {
      const { pathname, searchParams } = new URL(route.request().url());
      const procedures = pathname.slice('/trpc/'.length).split(',');
      const error = { error: { message: MSG.serverError, code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: procedure, fieldErrors: null, details: null } } };
      if (searchParams.get('batch') !== '1') {
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(error) });
        return;
      }
      const real = (await (await route.fetch()).json()) as unknown[];
      const answers = procedures.map((p, i) => (p === procedure ? error : real[i]));
      await route.fulfill({ status: procedures.length === 1 ? 500 : 207, contentType: 'application/json', body: JSON.stringify(answers) });
    } catch {
      // the page closed while the request was in flight
    }
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}
