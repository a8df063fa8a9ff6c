import { z } from 'zod';
import { MSG } from '../messages';
import { isDayKey } from './jalali-month';

/** Before this year a day key is a Persian date sent where the Gregorian one is meant (1405-09-01). */
const FIRST_GREGORIAN_YEAR = 1900;

/**
 * An ISO day "YYYY-MM-DD" (Gregorian, Tehran time), as the date pickers send it and the REST
 * filters take it; `message` for anything else. A Persian date (year 1300–1499) gets its own
 * message instead of being read as a day six centuries ago that silently matches nothing.
 */
export function dayKeySchema(message: string) {
  return z
    .string({ error: message })
    .max(10, message)
    .superRefine((value, ctx) => {
      if (!isDayKey(value)) ctx.addIssue({ code: 'custom', message });
      else if (Number(value.slice(0, 4)) < FIRST_GREGORIAN_YEAR) ctx.addIssue({ code: 'custom', message: MSG.dateNotGregorian });
    });
}
