import { createTaskInput, updateCafeProfileInput, type CreateTaskInput, type UpdateCafeProfileInput } from '@shared/catalogue/schemas';
import { tomanToRials } from '@shared/wallet/money';
import type { DB } from '../db/connection';
import { nowIso } from '../ids';
import { findUserByUsername } from '../services/auth/users';
import { updateMyProfile } from '../services/cafes/profile';
import { ownCafe } from '../services/cafes/tasks';

type DemoTask = Omit<CreateTaskInput, 'base_price'> & { toman: number };

/** Each demo cafe's profile and services; prices in toman as a manager types them. */
export const DEMO_CATALOGUE: Record<string, { profile: UpdateCafeProfileInput; tasks: DemoTask[] }> = {
  cafe_azadi: {
    profile: {
      owner_name: 'رضا احمدی',
      phone: '02166123456',
      address: 'تهران، خیابان آزادی، نبش خیابان اسکندری، پلاک ۱۲',
      instagram: 'cafe.azadi',
      telegram: 'cafe_azadi',
      whatsapp: '09121111111',
    },
    tasks: [
      { title: 'پرینت سیاه و سفید A4', category: 'printing', toman: 3_000, estimated_minutes: 30, description: 'قیمت هر صفحه؛ دورو هم انجام می‌شود' },
      { title: 'پرینت رنگی A4', category: 'printing', toman: 12_000, estimated_minutes: 60, description: 'کاغذ ۸۰ گرمی، قیمت هر صفحه' },
      { title: 'اسکن مدارک', category: 'scanning_and_copying', toman: 5_000, estimated_minutes: 30, description: 'اسکن رنگی با کیفیت ۳۰۰ dpi، فایل PDF' },
      { title: 'ترجمه عمومی انگلیسی به فارسی', category: 'translation', toman: 150_000, estimated_minutes: 2 * 24 * 60, description: 'هر صفحه ۲۵۰ کلمه' },
      { title: 'ثبت‌نام کنکور سراسری', category: 'registration', toman: 80_000, estimated_minutes: 60, description: 'همراه با انتخاب رشته پایه و چاپ کارنامه' },
    ],
  },
  cafe_parsian: {
    profile: {
      owner_name: 'مریم کریمی',
      phone: '07132345678',
      address: 'شیراز، خیابان زند، روبه‌روی بانک ملی',
      instagram: 'parsian_net',
      whatsapp: '09122222222',
    },
    tasks: [
      { title: 'ترجمه تخصصی مقاله', category: 'translation', toman: 250_000, estimated_minutes: 3 * 24 * 60, description: 'مقالات فنی و پزشکی، هر صفحه' },
      { title: 'کپی سیاه و سفید', category: 'scanning_and_copying', toman: 1_500, estimated_minutes: 15, description: 'قیمت هر برگ' },
      { title: 'ثبت‌نام وام و سامانه‌های دولتی', category: 'registration', toman: 50_000, estimated_minutes: 45, description: 'سامانه‌های عدالت، سجام و مانند آن‌ها' },
      { title: 'پرینت پایان‌نامه', category: 'printing', toman: 4_000, estimated_minutes: 3 * 60, description: 'قیمت هر صفحه؛ صحافی جداگانه' },
    ],
  },
  cafe_negin: {
    profile: {
      owner_name: 'حسین مرادی',
      phone: '03136789012',
      address: 'اصفهان، خیابان چهارباغ عباسی، کوچه ۱۴',
      telegram: 'negin_cafe',
      whatsapp: '09123333333',
    },
    tasks: [
      { title: 'اسکن و کپی رنگی', category: 'scanning_and_copying', toman: 8_000, estimated_minutes: 30, description: '' },
      { title: 'ثبت‌نام آزمون‌های استخدامی', category: 'registration', toman: 60_000, estimated_minutes: 60, description: 'بارگذاری عکس و مدارک' },
      { title: 'پرینت عکس در اندازه ۱۰ در ۱۵', category: 'printing', toman: 15_000, estimated_minutes: 2 * 60, description: 'کاغذ گلاسه' },
      { title: 'ترجمه رسمی مدارک', category: 'translation', toman: 400_000, estimated_minutes: 5 * 24 * 60, description: 'با مهر دارالترجمه همکار' },
    ],
  },
};

/**
 * Fills in the demo cafes' profiles and services through the same schemas as the forms, with ids
 * derived from names so every machine gets the same demo data.
 */
export async function seedDemoCatalogue(db: DB, base: Date, demoId: (key: string) => string): Promise<void> {
  for (const [username, { profile, tasks }] of Object.entries(DEMO_CATALOGUE)) {
    const owner = await findUserByUsername(db, username);
    if (!owner) throw new Error(`demo cafe account ${username} is missing`);
    await updateMyProfile(db, owner, updateCafeProfileInput.parse(profile), base);
    const cafe = await ownCafe(db, owner.id);
    const rows = tasks.map(({ toman, ...task }, i) => {
      const at = nowIso(new Date(base.getTime() + i * 60_000));
      return {
        id: demoId(`task:${username}:${i}`),
        cafe_id: cafe.id,
        ...createTaskInput.parse({ ...task, base_price: tomanToRials(toman) }),
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('tasks').values(rows).execute();
  }
}
