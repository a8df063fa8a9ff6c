import { describe, expect, it } from 'vitest';
import { tomanToRials } from '@shared/wallet/money';
import { DEMO_ACCOUNTS, demoId, seedDemo } from '../../src-server/seed/demo';
import { DEMO_CATALOGUE } from '../../src-server/seed/demo-catalogue';
import { callerFor, freshMemoryDb } from '../helpers/db';

describe('demo seed: the catalogue', () => {
  it('gives every demo cafe a filled profile and its services, the same on every machine', async () => {
    const db = await freshMemoryDb();
    await seedDemo(db);
    const api = callerFor(db);
    for (const account of DEMO_ACCOUNTS.cafes) {
      const demo = DEMO_CATALOGUE[account.username]!;
      expect(demo.tasks.length).toBeGreaterThanOrEqual(4);
      const cafe = await api.catalogue.cafeById({ cafeId: demoId(`cafe:${account.username}`) });
      expect(cafe).toMatchObject({ cafe_name: account.name, active: true, ...demo.profile });
      expect(cafe.tasks.map((t) => [t.id, t.title, t.base_price])).toEqual(
        demo.tasks.map((t, i) => [demoId(`task:${account.username}:${i}`), t.title, tomanToRials(t.toman)]),
      );
    }
    // Every category has offers, so every filter of the services page shows something.
    const categories = await db.selectFrom('tasks').select('category').distinct().execute();
    expect(categories).toHaveLength(4);
    expect((await api.catalogue.topCafes()).map((c) => c.cafe_name).sort()).toEqual(DEMO_ACCOUNTS.cafes.map((c) => c.name).sort());
  });
});
