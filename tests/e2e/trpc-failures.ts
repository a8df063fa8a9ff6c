import type { Page, Route } from 'playwright-core';
import { MSG } from '@shared/messages';

/** The error a failed procedure answers: by default a server error with the server's Persian text. */
export interface ProcedureFailure {
  httpStatus: number;
  code: string;
  message: string;
}
const SERVER_ERROR: ProcedureFailure = { httpStatus: 500, code: 'INTERNAL_SERVER_ERROR', message: MSG.serverError };

/**
 * Makes one tRPC procedure answer an error (a 500 with the server's Persian text unless another
 * is given) while every other procedure of the same batched request is answered for real, so a
 * test sees that one part fail as it would. Returns the undo.
 */
export async function failProcedure(page: Page, procedure: string, failure: ProcedureFailure = SERVER_ERROR): Promise<() => Promise<void>> {
  const matches = ({ pathname }: URL) => {
    return pathname.startsWith('/trpc/') && pathname.slice('/trpc/'.length).split(',').includes(procedure);
  };
  const handler = async (route: Route) => {
    try {
      const { pathname, searchParams } = new URL(route.request().url());
      const procedures = pathname.slice('/trpc/'.length).split(',');
      const { httpStatus, code, message } = failure;
      const error = { error: { message, code: -32603, data: { code, httpStatus, path: procedure, fieldErrors: null, details: null } } };
      if (searchParams.get('batch') !== '1') {
        await route.fulfill({ status: httpStatus, contentType: 'application/json', body: JSON.stringify(error) });
        return;
      }
      const real = (await (await route.fetch()).json()) as unknown[];
      const answers = procedures.map((p, i) => (p === procedure ? error : real[i]));
      await route.fulfill({ status: procedures.length === 1 ? httpStatus : 207, contentType: 'application/json', body: JSON.stringify(answers) });
    } catch {
      // the page closed while the request was in flight
    }
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}
