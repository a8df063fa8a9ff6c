import type { DB } from '../db/connection';
import { writeTransaction } from '../db/write-transaction';
import { findUserByUsername } from '../services/auth/users';
import { createProduct, type NewProduct } from '../services/store/products';
import { checkout } from '../services/store/orders';
import { payStoreOrderFromWallet } from '../services/store/payment';
import { claimFreeProduct } from '../services/store/purchases';

const minutes = (m: number) => m * 60;

/**
 * The demo store: every product type and category, prices in rials as sold in Iranian shops.
 * Ratings and review counts stay 0: there are no reviews yet. Digital products carry no files
 * here, since the seed has no file store; the admin store uploads them.
 */
export const DEMO_PRODUCTS: Array<NewProduct & { key: string }> = [
  {
    key: 'usb-flash-32',
    name: 'فلش مموری ۳۲ گیگابایت USB 3.0',
    description: 'فلش فلزی مقاوم با سرعت خواندن تا ۱۰۰ مگابایت بر ثانیه، مناسب جابه‌جایی فایل‌های اداری و دانشگاهی.',
    price: 3_200_000,
    category: 'electronics',
    product_type: 'physical',
    tags: ['فلش', 'USB', 'حافظه'],
    is_featured: true,
    specifications: { 'ظرفیت': '۳۲ گیگابایت', 'رابط': 'USB 3.0', 'بدنه': 'فلزی', 'گارانتی': '۱۸ ماه' },
  },
  {
    key: 'toner-85a',
    name: 'کارتریج لیزری مشکی 85A',
    description: 'کارتریج سازگار با پرینترهای HP LaserJet P1102 و M1132؛ حدود ۱۶۰۰ صفحه با پوشش ۵٪.',
    price: 9_500_000,
    category: 'accessories',
    product_type: 'physical',
    tags: ['کارتریج', 'پرینتر', 'تونر'],
    specifications: { 'رنگ': 'مشکی', 'ظرفیت چاپ': 'حدود ۱۶۰۰ صفحه', 'سازگار با': 'HP P1102، M1132، M1212' },
  },
  {
    key: 'headset',
    name: 'هدست سیمی میکروفون‌دار',
    description: 'هدست روگوشی با میکروفون حذف نویز و کنترل صدا روی سیم؛ برای کلاس آنلاین و تماس تصویری.',
    price: 6_800_000,
    category: 'electronics',
    product_type: 'physical',
    tags: ['هدست', 'هدفون', 'میکروفون'],
    specifications: { 'اتصال': 'جک ۳.۵ میلی‌متری و USB', 'طول کابل': '۲ متر', 'وزن': '۱۸۰ گرم' },
  },
  {
    key: 'a4-paper',
    name: 'کاغذ A4 هشتاد گرمی (بسته ۵۰۰ برگی)',
    description: 'کاغذ سفید مناسب پرینتر لیزری و جوهرافشان و دستگاه کپی.',
    price: 3_800_000,
    category: 'accessories',
    product_type: 'physical',
    tags: ['کاغذ', 'A4', 'پرینت'],
    specifications: { 'گرماژ': '۸۰ گرم', 'تعداد': '۵۰۰ برگ', 'اندازه': '۲۱۰ × ۲۹۷ میلی‌متر' },
  },
  {
    key: 'wireless-mouse',
    name: 'ماوس بی‌سیم کم‌صدا',
    description: 'ماوس بی‌سیم با کلیدهای بی‌صدا و گیرنده نانو USB؛ عمر باتری تا ۱۲ ماه.',
    price: 4_500_000,
    category: 'electronics',
    product_type: 'physical',
    tags: ['ماوس', 'بی‌سیم'],
    specifications: { 'دقت': '۱۶۰۰ DPI', 'باتری': 'یک عدد AA', 'برد': '۱۰ متر' },
  },
  {
    key: 'word-ebook',
    name: 'کتاب الکترونیکی آموزش گام‌به‌گام Word',
    description: 'از تایپ و قالب‌بندی تا فهرست خودکار، پانویس و آماده‌سازی پایان‌نامه؛ ۲۲۰ صفحه با تصویر.',
    price: 890_000,
    category: 'books',
    product_type: 'ebook',
    tags: ['ورد', 'Word', 'آفیس', 'پایان‌نامه'],
    is_featured: true,
    specifications: { 'قالب': 'PDF', 'تعداد صفحه': '۲۲۰' },
  },
  {
    key: 'gov-portals-ebook',
    name: 'راهنمای ثبت‌نام در سامانه‌های دولتی',
    description: 'راهنمای تصویری سامانه‌های عدالت، سجام، ثبت‌نام کنکور و خدمات دولت هوشمند.',
    price: 150_000,
    category: 'books',
    product_type: 'ebook',
    tags: ['ثبت‌نام', 'سامانه', 'سجام'],
    specifications: { 'قالب': 'PDF', 'تعداد صفحه': '۶۴' },
  },
  {
    key: 'excel-course',
    name: 'دوره اکسل کاربردی از صفر',
    description: 'اکسل را برای کارهای واقعی یاد بگیرید: جدول‌ها، فرمول‌ها، نمودارها، جدول محوری و گزارش‌های اداری.',
    price: 14_900_000,
    category: 'courses',
    product_type: 'video_course',
    tags: ['اکسل', 'Excel', 'آفیس', 'حسابداری'],
    is_featured: true,
    instructor_name: 'مهندس نازنین افشار',
    instructor_bio: 'مدرس نرم‌افزارهای اداری با ۱۰ سال سابقه تدریس در آموزشگاه‌های فنی و حرفه‌ای.',
    difficulty_level: 'beginner',
    certificate_available: true,
    prerequisites: ['آشنایی مقدماتی با ویندوز', 'دسترسی به اکسل ۲۰۱۶ یا جدیدتر'],
    learning_objectives: ['ساخت و قالب‌بندی جدول‌های حرفه‌ای', 'نوشتن فرمول‌های پرکاربرد مانند VLOOKUP و SUMIF', 'رسم نمودار و ساخت جدول محوری', 'تهیه گزارش حقوق و دستمزد'],
    lessons: [
      { title: 'آشنایی با محیط اکسل', description: 'نوار ابزار، کاربرگ‌ها و ذخیره فایل', duration: minutes(12), is_preview: true },
      { title: 'ورود و قالب‌بندی داده‌ها', description: 'قالب عدد، تاریخ و واحد پول', duration: minutes(18), is_preview: true },
      { title: 'فرمول‌ها و آدرس‌دهی نسبی و مطلق', duration: minutes(25) },
      { title: 'توابع SUM، AVERAGE، IF و COUNTIF', duration: minutes(31) },
      { title: 'جست‌وجو با VLOOKUP و XLOOKUP', duration: minutes(27) },
      { title: 'مرتب‌سازی، فیلتر و قالب‌بندی شرطی', duration: minutes(22) },
      { title: 'رسم نمودار', duration: minutes(20) },
      { title: 'جدول محوری (Pivot Table)', duration: minutes(34) },
      { title: 'پروژه پایانی: گزارش حقوق و دستمزد', duration: minutes(45) },
    ],
  },
  {
    key: 'icdl-course',
    name: 'دوره مهارت‌های هفت‌گانه ICDL',
    description: 'آمادگی آزمون ICDL: مفاهیم پایه، ویندوز، Word، Excel، PowerPoint، Access و اینترنت.',
    price: 24_000_000,
    category: 'courses',
    product_type: 'video_course',
    tags: ['ICDL', 'کامپیوتر', 'آفیس'],
    instructor_name: 'رضا توکلی',
    instructor_bio: 'کارشناس ارشد فناوری اطلاعات و مدرس رسمی دوره‌های ICDL.',
    difficulty_level: 'intermediate',
    certificate_available: true,
    prerequisites: ['آشنایی با کار با ماوس و صفحه‌کلید'],
    learning_objectives: ['گذراندن آزمون‌های هفت‌گانه ICDL', 'کار روزمره با مجموعه آفیس'],
    lessons: [
      { title: 'مفاهیم پایه فناوری اطلاعات', duration: minutes(40), is_preview: true },
      { title: 'مدیریت فایل‌ها در ویندوز', duration: minutes(35) },
      { title: 'واژه‌پردازی با Word', duration: minutes(55) },
      { title: 'صفحه گسترده با Excel', duration: minutes(60) },
      { title: 'ارائه مطلب با PowerPoint', duration: minutes(45) },
      { title: 'پایگاه داده با Access', duration: minutes(50) },
      { title: 'اینترنت و پست الکترونیکی', duration: minutes(30) },
    ],
  },
  {
    key: 'internet-intro-course',
    name: 'دوره رایگان آشنایی با اینترنت و ایمیل',
    description: 'ساخت ایمیل، جست‌وجوی درست، امنیت حساب‌ها و پرداخت اینترنتی امن برای شروع.',
    price: 0,
    category: 'courses',
    product_type: 'video_course',
    tags: ['اینترنت', 'ایمیل', 'رایگان'],
    instructor_name: 'سمیرا نوری',
    difficulty_level: 'beginner',
    learning_objectives: ['ساخت و کار با ایمیل', 'شناخت فیشینگ و رمز عبور امن'],
    lessons: [
      { title: 'مرورگر و جست‌وجو', duration: minutes(9), is_preview: true },
      { title: 'ساخت ایمیل و ارسال پیوست', duration: minutes(14) },
      { title: 'امنیت حساب و پرداخت اینترنتی', duration: minutes(16) },
    ],
  },
  {
    key: 'typing-tutor',
    name: 'نرم‌افزار آموزش تایپ ده‌انگشتی فارسی و انگلیسی',
    description: 'تمرین‌های مرحله‌ای، آزمون سرعت و گزارش پیشرفت؛ برای ویندوز.',
    price: 1_500_000,
    category: 'software',
    product_type: 'software',
    tags: ['تایپ', 'ده‌انگشتی', 'نرم‌افزار'],
    specifications: { 'سیستم‌عامل': 'ویندوز ۷ به بالا', 'زبان': 'فارسی و انگلیسی' },
  },
  {
    key: 'antivirus',
    name: 'لایسنس یک‌ساله آنتی‌ویروس (یک کاربر)',
    description: 'کد فعال‌سازی اورجینال یک‌ساله برای یک رایانه، همراه با راهنمای نصب.',
    price: 12_000_000,
    category: 'software',
    product_type: 'software',
    tags: ['آنتی‌ویروس', 'امنیت', 'لایسنس'],
    specifications: { 'مدت': '۱۲ ماه', 'تعداد کاربر': '۱' },
  },
  {
    key: 'cv-templates',
    name: 'بسته قالب رزومه فارسی و انگلیسی (Word)',
    description: '۱۲ قالب رزومه قابل ویرایش در Word با راهنمای نوشتن رزومه.',
    price: 490_000,
    category: 'other',
    product_type: 'digital',
    tags: ['رزومه', 'CV', 'قالب', 'Word'],
    specifications: { 'قالب فایل': 'DOCX', 'تعداد قالب': '۱۲' },
  },
];

/** What the demo customers bought, through checkout and the wallet like real buyers. */
const DEMO_PURCHASES: Array<{ username: string; products: string[]; free: string[] }> = [
  // Ali keeps enough in his wallet for his service order waiting for payment.
  { username: 'ali', products: ['gov-portals-ebook'], free: ['internet-intro-course'] },
  { username: 'sara', products: ['cv-templates'], free: [] },
];

export async function seedDemoStore(db: DB, base: Date, now: Date, demoId: (key: string) => string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    for (const [i, { key, ...product }] of DEMO_PRODUCTS.entries()) {
      await createProduct(trx, { ...product, id: demoId(`product:${key}`) }, new Date(base.getTime() + i * 60_000));
    }
  });
  for (const purchase of DEMO_PURCHASES) {
    const buyer = await findUserByUsername(db, purchase.username);
    if (!buyer) throw new Error(`demo account ${purchase.username} is missing`);
    const order = await checkout(
      db,
      buyer,
      {
        items: purchase.products.map((key) => ({ product_id: demoId(`product:${key}`), quantity: 1 })),
        shipping: null,
        payment_method: 'online',
        expected_total: null,
        request_key: `demo-store-${purchase.username}`,
      },
      now,
    );
    await payStoreOrderFromWallet(db, buyer, order.id, now);
    for (const key of purchase.free) await claimFreeProduct(db, buyer, demoId(`product:${key}`), now);
  }
}
