/**
 * The store (spec 3 "Public store", "Product detail", "Cart", "Checkout", "Store order payment"):
 * product types, categories, statuses, limits and the shapes the server answers with.
 * Amounts are integer rials (DOMAIN.md §3); the UI shows toman.
 */

export const PRODUCT_TYPES = ['physical', 'digital', 'video_course', 'ebook', 'software'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Types sold as files (spec 3 §5 "Digital types"); the buyer owns them once paid. */
export const DIGITAL_TYPES = ['digital', 'ebook', 'software'] as const satisfies readonly ProductType[];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  physical: 'کالای فیزیکی',
  digital: 'فایل دیجیتال',
  video_course: 'دوره ویدیویی',
  ebook: 'کتاب الکترونیکی',
  software: 'نرم‌افزار',
};

export const STORE_CATEGORIES = ['electronics', 'books', 'courses', 'software', 'accessories', 'other'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const STORE_CATEGORY_LABELS: Record<StoreCategory, string> = {
  electronics: 'الکترونیک',
  books: 'کتاب',
  courses: 'دوره‌ها',
  software: 'نرم‌افزار',
  accessories: 'لوازم جانبی',
  other: 'سایر',
};

export const PRODUCT_LANGUAGES = ['fa', 'en', 'ar'] as const;
export type ProductLanguage = (typeof PRODUCT_LANGUAGES)[number];
export const PRODUCT_LANGUAGE_LABELS: Record<ProductLanguage, string> = { fa: 'فارسی', en: 'انگلیسی', ar: 'عربی' };

export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
export const DIFFICULTY_LABELS: Record<DifficultyLevel, string> = {
  beginner: 'مقدماتی',
  intermediate: 'متوسط',
  advanced: 'پیشرفته',
};

/** Price filter buckets in rials (spec 3 §9), labelled in toman. `max` is exclusive. */
export const PRICE_BUCKETS = [
  { id: 'under_100k', label: 'زیر ۱۰۰ هزار تومان', min: 0, max: 1_000_000 },
  { id: '100k_500k', label: '۱۰۰ تا ۵۰۰ هزار تومان', min: 1_000_000, max: 5_000_000 },
  { id: '500k_1m', label: '۵۰۰ هزار تا ۱ میلیون تومان', min: 5_000_000, max: 10_000_000 },
  { id: 'over_1m', label: 'بالای ۱ میلیون تومان', min: 10_000_000, max: null },
] as const;
export type PriceBucketId = (typeof PRICE_BUCKETS)[number]['id'];
export const PRICE_BUCKET_IDS = PRICE_BUCKETS.map((b) => b.id) as [PriceBucketId, ...PriceBucketId[]];

export const STORE_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
export const STORE_SORT_LABELS: Record<StoreSort, string> = {
  newest: 'جدیدترین',
  price_asc: 'ارزان‌ترین',
  price_desc: 'گران‌ترین',
  popular: 'محبوب‌ترین',
};

/**
 * A store order waits for payment (`pending`) and becomes `paid` once (gateway or wallet);
 * a free order is created `paid`. `cash` orders (pay on delivery) stay pending until paid.
 * Its buyer may cancel it while it is pending (`cancelled`, an end: never paid afterwards).
 */
export const STORE_ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type StoreOrderStatus = (typeof STORE_ORDER_STATUSES)[number];
export const STORE_ORDER_STATUS_LABELS: Record<StoreOrderStatus, string> = {
  pending: 'در انتظار پرداخت',
  paid: 'پرداخت‌شده',
  cancelled: 'لغوشده',
};
/** Badge colours of the statuses, one place for every list that shows them. */
export const STORE_ORDER_STATUS_COLORS: Record<StoreOrderStatus, string> = {
  pending: 'orange',
  paid: 'teal',
  cancelled: 'gray',
};

export const STORE_PAYMENT_METHODS = ['online', 'cash'] as const;
export type StorePaymentMethod = (typeof STORE_PAYMENT_METHODS)[number];
export const STORE_PAYMENT_METHOD_LABELS: Record<StorePaymentMethod, string> = {
  online: 'پرداخت آنلاین',
  cash: 'پرداخت در محل',
};

export const STORE_LIMITS = {
  /** Store grid page (4 columns × 3 rows on a desktop). */
  pageSize: 12,
  maxPageSize: 48,
  /** A page of the buyer's store orders on "my products". */
  ordersPageSize: 10,
  /** Products and shipping orders on the customer dashboard's "my products" (spec 2 §2: the first 6). */
  dashboardProducts: 6,
  /** Home page store preview (spec 1 §9). */
  homePreview: 8,
  /** Related products on a product page (spec 3 §9). */
  related: 4,
  /** Lines in one cart / order, and units of one line. */
  maxLines: 50,
  maxQuantity: 99,
  searchMax: 100,
  notesMax: 500,
  addressMax: 500,
  nameMax: 100,
} as const;

/** After a wallet payment of a store order the page goes to /store (spec 3: 2 s). */
export const STORE_PAYMENT_REDIRECT_MS = 2_000;

/** Where the payer returns from the gateway after paying a store order (spec 1 §2.8's verify query). */
export function storePaymentCallbackPath(storeOrderId: string): string {
  return `/verify?${new URLSearchParams({ type: 'store', order_id: storeOrderId }).toString()}`;
}

/**
 * The address of a product's image (spec 1 §7 media paths). With the stored name it carries a
 * version (`?v=`), so a replaced picture has a new address and the old one may be cached forever.
 */
export function productImagePath(productId: string, storedName?: string | null): string {
  const base = `/api/store/download/product-image/${productId}`;
  return storedName ? `${base}?v=${mediaVersion(storedName)}` : base;
}

/** The address of a product's uploaded preview video (versioned like the image). */
export function productVideoPreviewPath(productId: string, storedName?: string | null): string {
  const base = `/api/store/download/video-preview/${productId}`;
  return storedName ? `${base}?v=${mediaVersion(storedName)}` : base;
}

/** A medium's version: the start of its random stored name, which changes with every upload. */
export function mediaVersion(storedName: string): string {
  return storedName.slice(0, 12);
}

/** Types the buyer owns once paid (spec 3 §3, DOMAIN.md §3): digital files and video courses, not physical goods. */
export const OWNABLE_TYPES = [...DIGITAL_TYPES, 'video_course'] as const satisfies readonly ProductType[];
export function isOwnableType(type: ProductType): boolean {
  return (OWNABLE_TYPES as readonly ProductType[]).includes(type);
}

/** The browser's cart (spec 3 §3 "Cart item"), kept in localStorage under `cart`. */
export interface CartItem {
  _id: string;
  id: string;
  name: string;
  description: string;
  /** Rials, as shown when added; checkout always uses the server's current price. */
  price: number;
  product_type: ProductType;
  quantity: number;
}

// ---- what the server answers (tRPC `store.*`; REST adds `_id`) ----

/** A product in a grid or a strip. */
export interface ProductCard {
  id: string;
  name: string;
  description: string;
  price: number;
  category: StoreCategory;
  product_type: ProductType;
  is_featured: boolean;
  /** `/api/store/download/product-image/{id}` when the product has an image, else null. */
  image: string | null;
  rating: number;
  review_count: number;
  requires_shipping: boolean;
}

export interface LessonView {
  order: number;
  title: string;
  description: string;
  /** Seconds. */
  duration: number;
  is_preview: boolean;
  /** Whether the viewer may watch it: a preview, or a course the viewer bought. */
  unlocked: boolean;
  /** A preview lesson's public video address (others play in the course player). */
  video_url?: string | null;
}

export interface ProductDetail extends ProductCard {
  language: ProductLanguage;
  tags: string[];
  images: string[];
  video_preview_url: string | null;
  instructor_name: string | null;
  instructor_bio: string | null;
  specifications: Record<string, string>;
  course_content: {
    lessons: LessonView[];
    prerequisites: string[];
    learning_objectives: string[];
    difficulty_level: DifficultyLevel | null;
    certificate_available: boolean;
  } | null;
  files_info: { filename: string; size: number }[];
  files_count: number;
  /** Whether the logged-in viewer owns it (always false for a visitor). */
  purchased: boolean;
  related: ProductCard[];
}

export interface ShippingInfo {
  full_name: string;
  phone: string;
  address: string;
  postal_code: string;
  notes: string;
}

export interface StoreOrderLine {
  product_id: string;
  name: string;
  product_type: ProductType;
  /** Unit price in rials at checkout. */
  price: number;
  quantity: number;
  requires_shipping: boolean;
}

export interface StoreOrderView {
  id: string;
  items: StoreOrderLine[];
  total: number;
  status: StoreOrderStatus;
  payment_method: StorePaymentMethod;
  created_at: string;
  paid_at: string | null;
  requires_shipping: boolean;
  shipping_info: ShippingInfo | null;
  fulfillment: { tracking_url: string | null };
}

/** One line of the buyer's store order list (store.myOrders), newest first. */
export interface StoreOrderSummary {
  id: string;
  created_at: string;
  status: StoreOrderStatus;
  /** Rials. */
  total: number;
  payment_method: StorePaymentMethod;
  /** Units over all lines (2 flash drives and a book: 3). */
  item_count: number;
  /** The name of the order's first line, as sold. */
  first_item_name: string;
  /** How many lines follow the first ("… و ۲ کالای دیگر"). */
  other_lines: number;
  requires_shipping: boolean;
  /** Set when the admin has shipped it (store.admin.setTracking). */
  tracking_url: string | null;
}

export interface StoreOrderPage {
  items: StoreOrderSummary[];
  /** All the buyer's store orders. */
  total: number;
  /** Of those, the ones still waiting for payment (cash ones included), for the dashboard. */
  pending: number;
}

/** A product the viewer owns (for /user/courses and the dashboards). */
export interface PurchasedProduct {
  product_id: string;
  name: string;
  product_type: ProductType;
  image: string | null;
  store_order_id: string;
  purchased_at: string;
}
