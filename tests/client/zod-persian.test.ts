import '../../src-client/zod-jitless';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { INPUT_FALLBACK_MSG } from '@shared/validation/fallback-messages';

// The browser's forms parse the shared schemas too: a check without its own message reads in
// Persian there as on the server, and a schema's own message still wins.
test('the client entry gives zod Persian words for checks without their own message', () => {
  const tags = z.array(z.string()).max(2);
  expect(tags.safeParse(['a', 'b', 'c']).error?.issues[0]?.message).toBe(INPUT_FALLBACK_MSG.itemsAtMost('۲'));
  expect(z.enum(['fa', 'en']).safeParse('xx').error?.issues[0]?.message).toBe(INPUT_FALLBACK_MSG.notInList);
  expect(z.string().max(3, 'خودش').safeParse('abcd').error?.issues[0]?.message).toBe('خودش');
});
