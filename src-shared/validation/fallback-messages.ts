import type { z } from 'zod';
import { formatPersianNumber } from '../text/digits';

/**
 * Persian words for an input check that names no message of its own. Schemas give the
 * catalogue's text where a person meets it; this covers the rest (a `?limit=abc` on a list,
 * an unknown `category`), which answered zod's English ("Invalid input: expected number …").
 */
export const INPUT_FALLBACK_MSG = {
  required: 'این مقدار الزامی است',
  wrongType: 'نوع این مقدار نادرست است',
  notInList: 'این مقدار از گزینه‌های مجاز نیست',
  badFormat: 'قالب این مقدار معتبر نیست',
  invalid: 'این مقدار معتبر نیست',
  unknownKeys: 'فیلدهای ناشناخته فرستاده شده است',
  numberAtMost: (n: string) => `این عدد باید حداکثر ${n} باشد`,
  numberAtLeast: (n: string) => `این عدد باید دست‌کم ${n} باشد`,
  textAtMost: (n: string) => `این متن باید حداکثر ${n} نویسه باشد`,
  textAtLeast: (n: string) => `این متن باید دست‌کم ${n} نویسه باشد`,
  itemsAtMost: (n: string) => `حداکثر ${n} مورد پذیرفته می‌شود`,
  itemsAtLeast: (n: string) => `دست‌کم ${n} مورد لازم است`,
} as const;

type Issue = z.core.$ZodRawIssue;

const bound = (value: unknown) => (typeof value === 'number' ? formatPersianNumber(value) : typeof value === 'bigint' ? formatPersianNumber(Number(value)) : String(value));

/** The Persian message for a failed check without its own; installed as zod's `localeError`. */
export function persianIssueMessage(issue: Issue): string {
  const M = INPUT_FALLBACK_MSG;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? M.required : M.wrongType;
    case 'invalid_value':
      return M.notInList;
    case 'invalid_format':
      return M.badFormat;
    case 'unrecognized_keys':
      return M.unknownKeys;
    case 'too_big': {
      const n = bound(issue.maximum);
      return issue.origin === 'string' ? M.textAtMost(n) : issue.origin === 'array' || issue.origin === 'set' ? M.itemsAtMost(n) : M.numberAtMost(n);
    }
    case 'too_small': {
      const n = bound(issue.minimum);
      if (issue.origin === 'string') return Number(issue.minimum) === 1 ? M.required : M.textAtLeast(n);
      return issue.origin === 'array' || issue.origin === 'set' ? M.itemsAtLeast(n) : M.numberAtLeast(n);
    }
    default:
      return M.invalid;
  }
}
