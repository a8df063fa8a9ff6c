import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractProblem } from '../../src-server/rest/contract';
import type { RouteDoc } from '../../src-server/rest/doc';

const doc: RouteDoc = { tag: 'meta', summary: 'A test path', access: 'public', body: z.object({ amount: z.number() }), answer: z.looseObject({}) };

describe('the contract check of a 422’s field names', () => {
  it('names every field the document does not list, not only the first', () => {
    const body = { detail: 'x', errors: { amount: 'x', amout: 'y', acount_id: 'z' } };
    expect(contractProblem('POST', '/test/:id', doc, 422, body)).toBe(
      'POST /test/:id answered 422 naming "amout", "acount_id" in errors, fields its document does not list (a route\'s errorFields names it as sent)',
    );
    expect(contractProblem('POST', '/test/:id', doc, 422, { detail: 'x', errors: { amout: 'y' } })).toContain('naming "amout" in errors, a field its document');
    expect(contractProblem('POST', '/test/:id', doc, 422, { detail: 'x', errors: { amount: 'y', id: 'z' } })).toBeNull();
  });
});
