/** Constants of the cafe catalogue and the services page (spec 2 §9), kept in one place. */
export const CATALOGUE = {
  /** Services page: offers and cafes per page (spec 2 §9). */
  servicesPageSize: 8,
  cafesPageSize: 8,
  /** The largest page a caller may ask for. */
  maxPageSize: 50,
  /**
   * A filtered services list (search, rating or time) counts its matches up to this many: beyond
   * it the answer says total = this and total_capped = true, so no page counts 100k services.
   */
  filteredTotalCap: 1_000,
  /** Popular cafes on the home page. */
  topCafes: 6,
  /** Services shown on one cafe card; the card says how many more there are. */
  tasksPerCafeCard: 5,
  /** A cafe's catalogue is bounded, so every per-cafe list is bounded too. */
  maxTasksPerCafe: 200,
  /** Cafes answered for one category (the order wizard's cafe step). */
  cafesByCategoryLimit: 100,
  titleMax: 100,
  descriptionMax: 1000,
  cafeNameMax: 100,
  ownerNameMax: 100,
  addressMax: 300,
  searchMax: 100,
  /** Thirty days. */
  maxEstimatedMinutes: 30 * 24 * 60,
  /** Ten billion toman: far above any real service, low enough to catch a typo. */
  maxPriceRials: 100_000_000_000,
} as const;

/** Minimum-rating filter of the services page; "none" is the absence of the filter (spec 2 §9). */
export const MIN_RATING_OPTIONS = [3, 3.5, 4, 4.5] as const;

/** Sort orders of the services page; the first is the default (spec 2 §9). */
export const SERVICE_SORTS = ['rating', 'price', 'time'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];
export const SERVICE_SORT_LABELS: Record<ServiceSort, string> = {
  rating: 'بیشترین امتیاز',
  price: 'کمترین قیمت',
  time: 'کمترین زمان',
};

/** Maximum-time filter choices in minutes (the server takes any whole number of minutes). */
export const MAX_TIME_OPTIONS = [30, 60, 3 * 60, 24 * 60, 3 * 24 * 60, 7 * 24 * 60] as const;

/** Where "ثبت سفارش" leads (spec 1 §2.7, spec 2 §2). */
export function orderCreateHref(cafeId: string, task?: { id: string; category: string }): string {
  const params = new URLSearchParams({ cafe: cafeId });
  if (task) {
    params.set('service', task.id);
    params.set('category', task.category);
  }
  return `/order/create?${params.toString()}`;
}

/** Rating average to one decimal with Persian digits ("۴٫۵"). */
export function formatRating(value: number): string {
  return new Intl.NumberFormat('fa-IR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
