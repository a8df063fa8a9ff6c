// Volume for the catalogue benchmarks: thousands of cafes, their services and ratings, written
// straight into the bench's temporary database in one transaction (setup, not what is measured).
import { TASK_CATEGORIES } from '@shared/catalogue/categories';
import type { DB } from '../src-server/db/connection';
import { newId } from '../src-server/ids';

export const BENCH_CATALOGUE = { cafes: 2_000, servicesPerCafe: 5, ratingsPerCafe: 10 } as const;

const TITLES = ['تایپ', 'پرینت رنگی', 'ترجمه مقاله', 'اسکن مدارک', 'ثبت‌نام کنکور', 'کپی', 'طراحی کارت'];

let seeded: Promise<void> | null = null;

/** Seeds once per bench run, however many catalogue cases ask for it. */
export function seedBenchCatalogue(db: DB): Promise<void> {
  seeded ??= db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const customer = newId();
    await trx.insertInto('users').values({ id: customer, username: 'bench_rater', password_hash: 'x', role: 'user', phone: null, email: null, name: 'سنجش', is_blocked: 0, must_change_password: 0, token_version: 0, created_at: at, updated_at: at }).execute();
    for (let c = 0; c < BENCH_CATALOGUE.cafes; c++) {
      const owner = newId();
      const cafe = newId();
      await trx.insertInto('users').values({ id: owner, username: `bench_cafe_${c}`, password_hash: 'x', role: 'coffenet', phone: null, email: null, name: null, is_blocked: 0, must_change_password: 0, token_version: 0, created_at: at, updated_at: at }).execute();
      await trx.insertInto('cafes').values({ id: cafe, owner_id: owner, cafe_name: `کافی‌نت سنجش ${c}`, owner_name: null, phone: null, address: `خیابان ${c}`, instagram: null, telegram: null, whatsapp: null, is_active: c % 10 === 0 ? 0 : 1, created_at: at, updated_at: at }).execute();
      await trx
        .insertInto('tasks')
        .values(
          Array.from({ length: BENCH_CATALOGUE.servicesPerCafe }, (_, s) => ({
            id: newId(),
            cafe_id: cafe,
            title: `${TITLES[(c + s) % TITLES.length]} ${c}`,
            category: TASK_CATEGORIES[(c + s) % TASK_CATEGORIES.length]!,
            base_price: ((c * 7 + s * 13) % 500) * 1_000,
            estimated_minutes: 15 * (((c + s) % 96) + 1),
            description: '',
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      await trx
        .insertInto('ratings')
        .values(
          Array.from({ length: BENCH_CATALOGUE.ratingsPerCafe }, (_, r) => ({
            id: newId(),
            order_id: newId(),
            cafe_id: cafe,
            user_id: customer,
            rating: ((c + r) % 5) + 1,
            comment: '',
            created_at: at,
          })),
        )
        .execute();
    }
  });
  return seeded;
}
