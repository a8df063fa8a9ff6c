import { expect, it } from 'vitest';
import { CATALOGUE } from '@shared/catalogue/constants';
import type { TasksTable } from '../../src-server/db/schema';
import { callerFor, freshMemoryDb } from '../helpers/db';
import { insertCafe, insertCustomer, insertRating, insertTasks, taskRow } from '../helpers/catalogue';

// A search's total is counted from the trigram index's candidates up to CATALOGUE.filteredTotalCap
// (services-search.ts, indexedMatches). The LIKE still decides: services of a closed cafe, a
// word found only in the cafe's name, and the rating filter must count exactly as before.
it('counts a search’s matches exactly below the cap and stops at the cap above it', async () => {
  const cap = CATALOGUE.filteredTotalCap;
  const db = await freshMemoryDb();
  const rated = await insertCafe(db, { name: 'کافی‌نت ستاره' });
  const plain = await insertCafe(db, { name: 'کافی‌نت پرینت‌سرا' }); // the word in the cafe's name only
  const closed = await insertCafe(db, { name: 'کافی‌نت بسته', active: false });
  await insertRating(db, { cafeId: rated, userId: await insertCustomer(db), rating: 5 });
  const rows: TasksTable[] = [];
  for (let i = 0; i < 600; i++) rows.push(taskRow(rated, { title: `پرینت رنگی ${i}` }));
  for (let i = 0; i < 300; i++) rows.push(taskRow(plain, { title: `تایپ ${i}` }));
  for (let i = 0; i < 400; i++) rows.push(taskRow(closed, { title: `پرینت ${i}` }));
  for (let i = 0; i < 200; i++) rows.push(taskRow(rated, { title: `اسکن ${i}`, description: i % 2 ? 'با پرینت' : 'بدون چاپ' }));
  await insertTasks(db, rows);
  const api = callerFor(db);

  // 600 titles + 300 by cafe name + 100 descriptions = 1,000; the closed cafe's 400 never count.
  const all = await api.catalogue.services({ q: 'پرینت' });
  expect([all.total, all.total_capped]).toEqual([cap, false]);
  const rating = await api.catalogue.services({ q: 'پرینت', minRating: 4 });
  expect([rating.total, rating.total_capped]).toEqual([700, false]);
  const words = await api.catalogue.services({ q: 'پرینت رنگی' });
  expect([words.total, words.total_capped]).toEqual([600, false]);

  // One more match passes the cap.
  await insertTasks(db, [taskRow(plain, { title: 'پرینت A3' })]);
  const over = await api.catalogue.services({ q: 'پرینت' });
  expect([over.total, over.total_capped]).toEqual([cap, true]);
  expect(over.items).toHaveLength(CATALOGUE.servicesPageSize);
});
