import '../../src-client/zod-jitless';
import { expect, test } from 'vitest';
import { z } from 'zod';

// src-client/zod-jitless.ts sets zod's flag through the global zod reads, without importing zod
// (it stays out of the entry chunk). If a zod upgrade moved that global, schemas would try eval
// under the page's CSP again: this fails first.
test('zod reads the jitless flag the client entry sets', () => {
  expect(z.config().jitless).toBe(true);
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
