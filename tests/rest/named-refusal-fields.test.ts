import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@shared/orders/messages';
import { MSG } from '@shared/messages';
import { TICKET_MSG } from '@shared/tickets/rules';
import { addTask } from '../helpers/orders';
import { fileForm, restOrderWorld } from '../helpers/rest-orders';

/*
 * A service's refusal about one input names it (fail.unprocessable(message, field)): a form shows
 * the message on that field, and a REST 422's `errors` names it as the caller sent it (the route's
 * errorFields), as an input 422 does. The contract check every REST test runs under fails any
 * name the path does not document.
 */

type World = Awaited<ReturnType<typeof restOrderWorld>>;

/** A tRPC mutation over HTTP, as the browser sends it: the status and the error's fieldErrors. */
async function trpcRefusal(w: World, procedure: string, token: string, input: unknown) {
  const res = await w.app.request(`/trpc/${procedure}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { error: { message: string; data: { fieldErrors: Record<string, string> | null } } };
  return { status: res.status, message: body.error.message, fieldErrors: body.error.data.fieldErrors };
}

describe('a refusal about one input names its field', () => {
  it('ordering: the service of another cafe, a missing service or service text, and a status only pricing reaches', async () => {
    const w = await restOrderWorld();
    const order = (json: Record<string, unknown>) => w.call('/order', { token: w.tokens.customer, json: { details: 'x', ...json } });

    const noTask = await order({ cafe_id: w.cafeId });
    expect([noTask.status, noTask.body]).toEqual([422, { detail: ORDER_MSG.taskRequired, errors: { task_id: ORDER_MSG.taskRequired } }]);
    const foreign = await order({ cafe_id: w.cafeId, task_id: await addTask(w.db, w.otherCafeId) });
    expect([foreign.status, foreign.body]).toEqual([422, { detail: ORDER_MSG.taskNotOfCafe, errors: { task_id: ORDER_MSG.taskNotOfCafe } }]);
    // A cafe without services takes the customer's text: named by the spelling sent, service_type when none was.
    await w.db.deleteFrom('tasks').where('cafe_id', '=', w.otherCafeId).execute();
    const noText = await order({ cafe_id: w.otherCafeId });
    expect([noText.status, noText.body]).toEqual([422, { detail: ORDER_MSG.serviceRequired, errors: { service_type: ORDER_MSG.serviceRequired } }]);
    const blankOld = await order({ cafe_id: w.otherCafeId, service: ' ' });
    expect([blankOld.status, blankOld.body]).toEqual([422, { detail: ORDER_MSG.serviceRequired, errors: { service: ORDER_MSG.serviceRequired } }]);

    // The form reads the same names from tRPC.
    const viaTrpc = await trpcRefusal(w, 'orders.create', w.tokens.customer, { cafe_id: w.cafeId, description: 'x' });
    expect(viaTrpc).toEqual({ status: 422, message: ORDER_MSG.taskRequired, fieldErrors: { task_id: ORDER_MSG.taskRequired } });

    const pending = await w.orderIn('pending');
    const toPayment = await w.call(`/order/${pending}/status`, { method: 'PATCH', token: w.tokens.cafe, json: { status: 'pending_payment' } });
    expect([toPayment.status, toPayment.body]).toEqual([422, { detail: ORDER_MSG.priceAndTimeRequired, errors: { status: ORDER_MSG.priceAndTimeRequired } }]);
  });

  it('an empty order file names the multipart part `file`', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    const empty = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('empty.txt', '') });
    expect([empty.status, empty.body]).toEqual([422, { detail: ORDER_MSG.fileEmpty, errors: { file: ORDER_MSG.fileEmpty } }]);
  });

  it('a broadcast to an account that cannot receive it names target_id', async () => {
    const w = await restOrderWorld();
    const toAdmin = { target: 'single', target_id: w.admin.id, subject: 'اطلاعیه', message: 'متن' };
    const rest = await w.call('/ticket/admin/send', { token: w.tokens.admin, json: toAdmin });
    expect([rest.status, rest.body]).toEqual([422, { detail: TICKET_MSG.targetUnknown, errors: { target_id: TICKET_MSG.targetUnknown } }]);
    const viaTrpc = await trpcRefusal(w, 'tickets.broadcast', w.tokens.admin, toAdmin);
    expect(viaTrpc).toEqual({ status: 422, message: TICKET_MSG.targetUnknown, fieldErrors: { target_id: TICKET_MSG.targetUnknown } });
  });

  it('a customer asking for a cafe\'s rating figures without naming the cafe is told cafeId', async () => {
    const w = await restOrderWorld();
    const res = await w.app.request(`/trpc/orders.cafeRatingStats?input=${encodeURIComponent(JSON.stringify({}))}`, { headers: { authorization: `Bearer ${w.tokens.customer}` } });
    const body = (await res.json()) as { error: { data: { fieldErrors: unknown } } };
    expect([res.status, body.error.data.fieldErrors]).toEqual([422, { cafeId: MSG.invalidCafeId }]);
  });
});
