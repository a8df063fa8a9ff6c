import { z } from 'zod';
import { CATALOGUE, SERVICE_SORTS } from './constants';
import { CATALOGUE_MSG as M } from './messages';
import { TASK_CATEGORIES } from './categories';
import {
  CAFE_PHONE_PATTERN,
  compactPhone,
  INSTAGRAM_HOSTS,
  INSTAGRAM_PATTERN,
  MOBILE_PATTERN,
  normalizeIranMobile,
  socialHandle,
  TELEGRAM_HOSTS,
  TELEGRAM_PATTERN,
} from './contacts';
import { normalizeDigits, typedDecimalInteger } from '../text/digits';
import { MINUTES_PER_UNIT, TIME_UNITS } from './durations';
import { normalizePersianText } from '../text/persian-text';
import { tomanToRials } from '../wallet/money';
import { idSchema } from '../auth/schemas';

// ---- fields shared by the add-service form and the server ----

export const taskCategorySchema = z.enum(TASK_CATEGORIES, { error: M.categoryInvalid });

export const taskTitleSchema = z
  .string({ error: M.titleRequired })
  .transform(normalizePersianText)
  .pipe(z.string().min(1, M.titleRequired).max(CATALOGUE.titleMax, M.titleMax));

export const taskDescriptionSchema = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim())
  .pipe(z.string().max(CATALOGUE.descriptionMax, M.descriptionMax));

/** A price as a number: the same checks and messages in toman (form) and in rials (server). */
function priceNumber(max: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? M.priceRequired : M.priceNumber) })
    .int(M.priceWhole)
    .min(0, M.priceNegative)
    .max(max, M.priceTooHigh);
}

/** tRPC and the database speak integer rials (DOMAIN.md §3). */
export const basePriceRialsSchema = priceNumber(CATALOGUE.maxPriceRials);

export const estimatedMinutesSchema = z
  .number({ error: M.timeInvalid })
  .int(M.timeInvalid)
  .positive(M.timeInvalid)
  .max(CATALOGUE.maxEstimatedMinutes, M.timeTooLong)
  .nullish()
  .transform((value) => value ?? null);

export const createTaskInput = z.object({
  title: taskTitleSchema,
  category: taskCategorySchema,
  base_price: basePriceRialsSchema,
  estimated_minutes: estimatedMinutesSchema,
  description: taskDescriptionSchema,
});
export type CreateTaskInput = z.input<typeof createTaskInput>;

// ---- the add-service form: toman and number + unit, converted once by taskFormToInput ----

/** A form number: '' (an empty NumberInput) is "not given"; typed text with Persian digits is read. */
function formNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const text = normalizeDigits(value).replace(/[,٬\s]/g, '');
    return text === '' ? undefined : Number(text);
  }
  return value;
}

/** A money field: whole decimal digits only (separators allowed); "0x10" or "1e4" stays text and is refused. */
function formInteger(value: unknown): unknown {
  if (typeof value !== 'string') return formNumber(value);
  if (value.trim() === '') return undefined;
  return typedDecimalInteger(value) ?? value;
}

export const taskForm = z
  .object({
    title: taskTitleSchema,
    category: taskCategorySchema,
    price_toman: z.preprocess(formInteger, priceNumber(CATALOGUE.maxPriceRials / 10)),
    time_value: z.preprocess(formNumber, z.number({ error: M.timeInvalid }).positive(M.timeInvalid).optional()),
    time_unit: z.enum(TIME_UNITS, { error: M.timeUnitInvalid }),
    description: taskDescriptionSchema,
  })
  .superRefine((form, ctx) => {
    if (form.time_value === undefined) return;
    const minutes = form.time_value * MINUTES_PER_UNIT[form.time_unit];
    if (!Number.isInteger(minutes)) ctx.addIssue({ code: 'custom', path: ['time_value'], message: M.timeInvalid });
    else if (minutes > CATALOGUE.maxEstimatedMinutes) ctx.addIssue({ code: 'custom', path: ['time_value'], message: M.timeTooLong });
  });
export type TaskFormValues = z.input<typeof taskForm>;

/** The one conversion from what a manager types (toman, number + unit) to the tRPC input. */
export function taskFormToInput(values: z.output<typeof taskForm>): z.output<typeof createTaskInput> {
  return {
    title: values.title,
    category: values.category,
    base_price: tomanToRials(values.price_toman),
    estimated_minutes: values.time_value === undefined ? null : values.time_value * MINUTES_PER_UNIT[values.time_unit],
    description: values.description,
  };
}

// ---- cafe profile (spec 2 §3 "Cafe profile update payload") ----

/**
 * A field left out keeps its value (undefined); null or blank clears it. The profile page always
 * sends every field; partial updates serve REST clients that send only what changed.
 */
function optionalField(normalize: (value: string) => string, check: z.ZodString) {
  return z
    .string()
    .nullish()
    .transform((value) => (value === undefined ? undefined : normalize(value ?? '') || null))
    .pipe(check.nullable().optional());
}

export const updateCafeProfileInput = z.object({
  cafe_name: z
    .string({ error: M.cafeNameRequired })
    .transform(normalizePersianText)
    .pipe(z.string().min(1, M.cafeNameRequired).max(CATALOGUE.cafeNameMax, M.cafeNameMax))
    .optional(),
  owner_name: optionalField(normalizePersianText, z.string().max(CATALOGUE.ownerNameMax, M.ownerNameMax)),
  phone: optionalField(compactPhone, z.string().regex(CAFE_PHONE_PATTERN, M.cafePhoneInvalid)),
  address: optionalField(normalizePersianText, z.string().max(CATALOGUE.addressMax, M.addressMax)),
  instagram: optionalField((v) => socialHandle(v, INSTAGRAM_HOSTS), z.string().regex(INSTAGRAM_PATTERN, M.instagramInvalid)),
  telegram: optionalField((v) => socialHandle(v, TELEGRAM_HOSTS), z.string().regex(TELEGRAM_PATTERN, M.telegramInvalid)),
  whatsapp: optionalField(normalizeIranMobile, z.string().regex(MOBILE_PATTERN, M.whatsappInvalid)),
});
export type UpdateCafeProfileInput = z.input<typeof updateCafeProfileInput>;

// ---- browsing ----

const searchText = z
  .string()
  .transform(normalizePersianText)
  .pipe(z.string().max(CATALOGUE.searchMax, M.searchMax))
  .optional()
  .transform((value) => value || undefined);

const page = z.number().int().min(1).default(1);
const pageSize = (fallback: number) => z.number().int().min(1).max(CATALOGUE.maxPageSize).default(fallback);
const minRating = z.number().min(0).max(5).optional();

export const cafeIdInput = z.object({ cafeId: idSchema });
export const taskIdInput = z.object({ taskId: idSchema });

export const cafesByCategoryInput = z.object({ category: taskCategorySchema, q: searchText });

/** The services page's offers: search, filters, sort and paging, all done in SQL. */
export const servicesInput = z.object({
  q: searchText,
  category: taskCategorySchema.optional(),
  minRating,
  maxMinutes: z.number().int().positive().optional(),
  sort: z.enum(SERVICE_SORTS).default('rating'),
  page,
  pageSize: pageSize(CATALOGUE.servicesPageSize),
});
export type ServicesInput = z.input<typeof servicesInput>;

/** Cafe profile cards: the home lists (active / inactive) and the services page's cafe tab. */
export const cafeProfilesInput = z.object({
  active: z.boolean().optional(),
  q: searchText,
  category: taskCategorySchema.optional(),
  minRating,
  page,
  pageSize: pageSize(CATALOGUE.cafesPageSize),
});
export type CafeProfilesInput = z.input<typeof cafeProfilesInput>;
