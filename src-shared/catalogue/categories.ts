import { lookupTable } from '../text/lookup';

/**
 * Service categories (spec 2 §3). A cafe's service must be one of TASK_CATEGORIES (the names
 * GET /api/category/ serves); browsing shows any category key through CATEGORY_LABELS.
 */
export const TASK_CATEGORIES = ['printing', 'scanning_and_copying', 'translation', 'registration'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

const TASK_CATEGORY_SET: ReadonlySet<string> = new Set(TASK_CATEGORIES);

export function isTaskCategory(value: string | null | undefined): value is TaskCategory {
  return value != null && TASK_CATEGORY_SET.has(value);
}

/** Persian labels of every category key the product shows, incl. the browsing labels. */
export const CATEGORY_LABELS: Record<string, string> = {
  printing: 'پرینت',
  scanning_and_copying: 'اسکن و کپی',
  translation: 'ترجمه',
  registration: 'ثبت‌نام',
  print: 'پرینت',
  scanning: 'اسکن',
  copy: 'کپی',
  design: 'طراحی',
  internet: 'خدمات اینترنتی',
  software: 'نرم‌افزار',
  hardware: 'سخت‌افزار',
  office: 'امور اداری',
  other: 'سایر',
};

const CATEGORY_LABEL_LOOKUP = lookupTable(CATEGORY_LABELS);

export function categoryLabel(key: string): string {
  return CATEGORY_LABEL_LOOKUP.get(key) ?? CATEGORY_LABELS.other!;
}
