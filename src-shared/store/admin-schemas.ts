/**
 * Inputs of the admin store (spec 3 §5) and of content delivery. Prices are integer rials; the
 * admin's form takes toman and converts once. Uploaded media arrive as signed upload tickets,
 * which only the REST upload paths issue after streaming a part to disk.
 */
import { z } from 'zod';
import { normalizePersianText } from '../text/persian-text';
import { DIFFICULTY_LEVELS, DIGITAL_TYPES, PRODUCT_LANGUAGES, PRODUCT_TYPES, STORE_CATEGORIES, STORE_LIMITS } from './products';
import { idSchema } from '../auth/schemas';
import { STORE_ADMIN_MSG as M } from './admin-messages';
import { ID_PATTERN } from '../ids';
import { dayKeySchema } from '../calendar/day-key-schema';

export const GENERAL_TYPES = ['physical', 'video_course'] as const;
export const STORE_SALES_PAGE_SIZE = 20;
export const ADMIN_PRODUCTS_PAGE_SIZE = 10;
/**
 * Upload tickets one call may carry (a new digital product's files, an edit's appended files, an
 * append). The REST upload path already stops a request at MAX_FILES_PER_UPLOAD files (media.ts).
 */
export const MAX_FILE_TICKETS_PER_CALL = 20;
/** What an upload path adds to or changes, checked by store.admin.uploadTarget before the body is read. */
export const UPLOAD_KINDS = ['general', 'digital', 'edit', 'lesson', 'files'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const text = (max: number) => z.string().trim().max(max, M.textTooLong);
const LIST_MAX = 30;
const TAGS_MAX = 20;
/** One tag: no comma inside, since the form shows tags joined by «، » and reads them back split on commas. */
const tag = text(50).refine((t) => !/[,،]/.test(t), M.tagHasComma);
const list = z.array(text(300)).max(LIST_MAX, M.tooManyListItems).default([]);
export const uploadTicket = z.string().min(10).max(2000);

/** Fields every product has (both add forms and the edit dialog). */
const productFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200, M.textTooLong).transform(normalizePersianText),
  price: z.number({ error: (issue) => (issue.input === undefined ? M.priceRequired : M.priceInvalid) }).int(M.priceInvalid).min(0, M.priceNegative).max(1_000_000_000_000, M.priceInvalid),
  category: z.enum(STORE_CATEGORIES, { error: M.categoryRequired }),
  product_type: z.enum(PRODUCT_TYPES, { error: M.typeRequired }),
  description: z.string({ error: M.descriptionRequired }).trim().min(1, M.descriptionRequired).max(5000, M.textTooLong),
  language: z.enum(PRODUCT_LANGUAGES).default('fa'),
  tags: z.array(tag).max(TAGS_MAX, M.tooManyTags).default([]),
  is_featured: z.boolean().default(false),
  instructor_name: text(100).nullish(),
  instructor_bio: text(2000).nullish(),
  difficulty_level: z.enum(DIFFICULTY_LEVELS).nullish(),
  prerequisites: list,
  learning_objectives: list,
  certificate_available: z.boolean().default(false),
  specifications: z.record(text(100), text(500)).default({}),
  video_preview_url: z.url({ protocol: /^https?$/, error: M.urlInvalid }).max(500).nullish(),
};

const needsInstructor = (v: { product_type?: unknown; instructor_name?: unknown }) =>
  v.product_type !== 'video_course' || (typeof v.instructor_name === 'string' && v.instructor_name.trim() !== '');

/** Run a refinement even when other fields failed (so one submit names every missing field), if the input is an object at all. */
const always = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/** The general form: physical goods and video courses (spec 3 §5). */
export const createGeneralProductInput = z
  .object({ ...productFields, image: uploadTicket.nullish(), video_preview: uploadTicket.nullish() })
  .refine((v) => (GENERAL_TYPES as readonly string[]).includes(v.product_type), { message: M.useDigitalForm, path: ['product_type'] })
  // `when`: said together with the other fields' errors, not only once they are all valid (spec 3 §5).
  .refine(needsInstructor, { message: M.instructorRequired, path: ['instructor_name'], when: always });
export type CreateGeneralProductInput = z.input<typeof createGeneralProductInput>;

/** The digital form: digital, ebook, software, with at least one file. */
export const createDigitalProductInput = z
  .object({ ...productFields, image: uploadTicket.nullish(), files: z.array(uploadTicket, { error: M.filesRequired }).min(1, M.filesRequired).max(MAX_FILE_TICKETS_PER_CALL) })
  .refine((v) => (DIGITAL_TYPES as readonly string[]).includes(v.product_type), { message: M.notDigitalType, path: ['product_type'] });
export type CreateDigitalProductInput = z.input<typeof createDigitalProductInput>;

/** The edit dialog: any field, a new image or preview, files appended; absent fields stay. */
export const updateProductInput = z.object({
  id: idSchema,
  name: productFields.name.optional(),
  price: productFields.price.optional(),
  category: productFields.category.optional(),
  product_type: productFields.product_type.optional(),
  description: productFields.description.optional(),
  language: z.enum(PRODUCT_LANGUAGES).optional(),
  tags: z.array(tag).max(TAGS_MAX, M.tooManyTags).optional(),
  is_featured: z.boolean().optional(),
  instructor_name: text(100).nullish(),
  instructor_bio: text(2000).nullish(),
  difficulty_level: z.enum(DIFFICULTY_LEVELS).nullish(),
  prerequisites: z.array(text(300)).max(LIST_MAX, M.tooManyListItems).optional(),
  learning_objectives: z.array(text(300)).max(LIST_MAX, M.tooManyListItems).optional(),
  certificate_available: z.boolean().optional(),
  specifications: z.record(text(100), text(500)).optional(),
  video_preview_url: productFields.video_preview_url,
  /** false hides the product from the store; true puts an archived one back. */
  is_active: z.boolean().optional(),
  image: uploadTicket.nullish(),
  video_preview: uploadTicket.nullish(),
  /** Drops the uploaded preview video. */
  remove_video_preview: z.boolean().optional(),
  files: z.array(uploadTicket).max(MAX_FILE_TICKETS_PER_CALL).optional(),
});
export type UpdateProductInput = z.input<typeof updateProductInput>;

export const adminProductsInput = z.object({
  search: z
    .string()
    .max(STORE_LIMITS.searchMax)
    .nullish()
    .transform((v) => normalizePersianText(v ?? '')),
  product_type: z.enum(PRODUCT_TYPES).nullish(),
  /** The digital types together (the file manager's picker). */
  digital_only: z.boolean().optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(ADMIN_PRODUCTS_PAGE_SIZE),
});
export type AdminProductsInput = z.input<typeof adminProductsInput>;

export const addLessonInput = z.object({
  product_id: z.string({ error: M.lessonCourseRequired }).regex(ID_PATTERN, M.lessonCourseRequired),
  title: z.string({ error: M.lessonTitleRequired }).trim().min(1, M.lessonTitleRequired).max(200, M.textTooLong),
  description: text(2000).nullish().transform((v) => v ?? ''),
  /** Omitted: the highest order plus one (spec 3 §4). */
  order: z.number({ error: M.lessonOrderInvalid }).int(M.lessonOrderInvalid).min(1, M.lessonOrderInvalid).max(10_000, M.lessonOrderInvalid).nullish(),
  is_preview: z.boolean().default(false),
  /** Seconds, read from the chosen file in the browser. */
  duration: z.number({ error: M.durationInvalid }).int(M.durationInvalid).min(0, M.durationInvalid).max(100 * 3600, M.durationInvalid).default(0),
  video_file: z.string({ error: M.lessonVideoRequired }).min(10, M.lessonVideoRequired).max(2000),
});
export type AddLessonInput = z.input<typeof addLessonInput>;

export const lessonRef = z.object({ product_id: idSchema, order: z.number({ error: M.lessonOrderInvalid }).int(M.lessonOrderInvalid).min(1, M.lessonOrderInvalid) });

export const appendFilesInput = z.object({
  product_id: idSchema,
  files: z.array(uploadTicket, { error: M.chooseFilesFirst }).min(1, M.chooseFilesFirst).max(MAX_FILE_TICKETS_PER_CALL),
});

/** A file named by its address (REST `file_url`) or its id; never joined onto a disk path. */
export const deleteFileInput = z.object({ product_id: idSchema, file_url: z.string().max(500).nullish(), file_id: idSchema.nullish() });

/** Which product an upload goes to, checked before a byte of it is read. */
export const uploadTargetInput = z.object({
  product_id: idSchema.nullish(),
  kind: z.enum(UPLOAD_KINDS),
});

// ---- content delivery ----

export const MEDIA_KINDS = ['product-image', 'video-preview', 'lesson-video', 'digital-file'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const mediaRequestInput = z.object({
  kind: z.enum(MEDIA_KINDS),
  product_id: idSchema,
  /** Lesson order or file id. */
  ref: z.string().max(40).nullish(),
  /** Signed address: viewer id, expiry (unix seconds) and signature. */
  u: z.string().max(40).nullish(),
  exp: z.string().max(20).nullish(),
  sig: z.string().max(100).nullish(),
});
export type MediaRequestInput = z.input<typeof mediaRequestInput>;

export const contentRef = z.object({ id: idSchema });

export const saveProgressInput = z.object({
  product_id: idSchema,
  order: z.number().int().min(1),
  /** Seconds into the video. */
  position: z.number().min(0).max(100 * 3600),
  watched: z.boolean().optional(),
});

// ---- store finance ----

const dayKey = dayKeySchema(M.dateInvalid);

export const storeSalesInput = z
  .object({
    /** Tehran ISO days, both inclusive. */
    from_date: dayKey.nullish(),
    to_date: dayKey.nullish(),
    product_type: z.enum(PRODUCT_TYPES).nullish(),
    /** Buyer username or product name. */
    search: z
      .string()
      .max(STORE_LIMITS.searchMax)
      .nullish()
      .transform((v) => normalizePersianText(v ?? '')),
    skip: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(100).default(STORE_SALES_PAGE_SIZE),
  })
  .refine((v) => !v.from_date || !v.to_date || v.from_date <= v.to_date, { message: M.dateRangeInvalid, path: ['to_date'] });
export type StoreSalesInput = z.input<typeof storeSalesInput>;

/** The post's tracking page of a paid order that ships; only https, since the buyer opens it from our page. */
export const trackingUrlSchema = z
  .string({ error: M.trackingUrlInvalid })
  .trim()
  .max(500, M.trackingUrlInvalid)
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: M.trackingUrlInvalid }));
export const setTrackingInput = z.object({ order_id: idSchema, tracking_url: trackingUrlSchema });
export type SetTrackingInput = z.input<typeof setTrackingInput>;
export const cashReceivedInput = z.object({ order_id: idSchema });
/** A page of the cash orders the post has yet to collect (store.admin.cashOrders). */
export const cashOrdersInput = z.object({
  skip: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(STORE_SALES_PAGE_SIZE),
});
