/** Persian messages of the cafe catalogue, profiles and services page. */
export const CATALOGUE_MSG = {
  // add-service form (spec 2 §5)
  titleRequired: 'عنوان خدمت الزامی است',
  titleMax: 'عنوان خدمت حداکثر می‌تواند ۱۰۰ کاراکتر باشد',
  categoriesLoadFailed: 'خطا در دریافت دسته‌بندی‌ها',
  categoryInvalid: 'یکی از دسته‌بندی‌های مجاز را انتخاب کنید',
  priceRequired: 'قیمت پایه الزامی است',
  priceNumber: 'قیمت پایه باید عدد باشد',
  priceNegative: 'قیمت پایه نمی‌تواند منفی باشد',
  priceWhole: 'قیمت پایه باید عدد صحیح باشد',
  priceTooHigh: 'قیمت پایه بیش از حد مجاز است',
  timeInvalid: 'زمان تقریبی باید عددی مثبت باشد',
  timeTooLong: 'زمان تقریبی حداکثر ۳۰ روز است',
  timeUnitInvalid: 'واحد زمان را انتخاب کنید',
  descriptionMax: 'توضیحات حداکثر می‌تواند ۱۰۰۰ کاراکتر باشد',
  tooManyTasks: 'هر کافی‌نت حداکثر ۲۰۰ خدمت می‌تواند تعریف کند. ابتدا خدمات قدیمی را حذف کنید',
  taskNotFound: 'خدمت مورد نظر یافت نشد',
  taskCreated: 'خدمت با موفقیت افزوده شد',
  taskCreateFailed: 'خطا در افزودن خدمت',
  taskDeleted: 'خدمت حذف شد',
  taskDeleteFailed: 'خطا در حذف خدمت',

  // cafe profile
  cafeNameRequired: 'نام کافی‌نت الزامی است',
  cafeNameMax: 'نام کافی‌نت حداکثر می‌تواند ۱۰۰ کاراکتر باشد',
  ownerNameMax: 'نام مدیر حداکثر می‌تواند ۱۰۰ کاراکتر باشد',
  addressMax: 'نشانی حداکثر می‌تواند ۳۰۰ کاراکتر باشد',
  cafePhoneInvalid: 'شماره تلفن باید ۱۱ رقم باشد و با ۰ شروع شود (مانند ۰۲۱۱۲۳۴۵۶۷۸ یا ۰۹۱۲۱۲۳۴۵۶۷)',
  whatsappInvalid: 'شماره واتس‌اپ باید شماره موبایل معتبر باشد (مانند ۰۹۱۲۱۲۳۴۵۶۷)',
  instagramInvalid: 'نام کاربری اینستاگرام معتبر نیست (حروف انگلیسی، عدد، نقطه و زیرخط؛ حداکثر ۳۰ کاراکتر)',
  telegramInvalid: 'نام کاربری تلگرام معتبر نیست (۵ تا ۳۲ کاراکتر از حروف انگلیسی، عدد و زیرخط)',
  profileSaved: 'پروفایل کافی‌نت با موفقیت ذخیره شد',
  profileSaveFailed: 'خطا در ذخیره پروفایل',
  cafeNotAcceptingOrders: 'این کافی‌نت در حال حاضر غیرفعال است و سفارش جدید نمی‌پذیرد',

  // browsing (spec 1 §2.7, spec 2 §8)
  noCafes: 'هنوز هیچ کافی‌نتی ثبت نشده است',
  noServicesDefined: 'هنوز خدمتی تعریف نشده است',
  noActiveCafe: 'هیچ کافی‌نتی فعال نیست',
  noInactiveCafe: 'کافی‌نت غیرفعالی وجود ندارد',
  noServiceFound: 'خدمتی با این مشخصات یافت نشد',
  noProvider: 'هیچ کافی‌نتی با این مشخصات یافت نشد',
  noRatingYet: 'بدون امتیاز',
  /** A reviewer without a name, in the public reviews (never their username). */
  anonymousReviewer: 'کاربر',
  cafesLoadFailed: 'خطا در دریافت کافی‌نت‌ها',
  servicesLoadFailed: 'خطا در دریافت خدمات',
  searchMax: 'عبارت جستجو حداکثر می‌تواند ۱۰۰ کاراکتر باشد',
} as const;

/** Screen-reader names of the catalogue's and the cafe panel's controls. */
export const CATALOGUE_LABELS = {
  instagram: (handle: string) => `اینستاگرام @${handle}`,
  telegram: (handle: string) => `تلگرام @${handle}`,
  whatsapp: (number: string) => `واتس‌اپ ${number}`,
  /** One bar of the rating chart: the share of N-star ratings (N already in Persian digits). */
  ratingShare: (stars: string) => `سهم امتیازهای ${stars} ستاره`,
  deleteTask: (title: string) => `حذف ${title}`,
} as const;
