import { sameAsEmpty } from '../../forms/form-draft';
import { tomanToRials, rialsToToman } from '@shared/wallet/money';
import { joinParts, splitParts } from '@shared/text/list';
import type { DifficultyLevel, ProductLanguage, ProductType, StoreCategory } from '@shared/store/products';
import type { AdminProductView } from '@shared/store/admin-types';

/** The product form's values as typed: price in toman, lists as text. */
export interface ProductFormValues {
  name: string;
  priceToman: number | string;
  category: StoreCategory | null;
  product_type: ProductType | null;
  description: string;
  language: ProductLanguage;
  tags: string;
  is_featured: boolean;
  instructor_name: string;
  instructor_bio: string;
  difficulty_level: DifficultyLevel | null;
  prerequisites: string;
  learning_objectives: string;
  certificate_available: boolean;
  video_preview_url: string;
  is_active: boolean;
}

/** Spec 3 §9: the general form's and the digital form's categories. */
export const GENERAL_CATEGORIES: StoreCategory[] = ['electronics', 'courses', 'accessories', 'other'];
export const DIGITAL_CATEGORIES: StoreCategory[] = ['books', 'software', 'other'];

export function emptyProductForm(product_type: ProductType | null): ProductFormValues {
  return {
    name: '',
    priceToman: '',
    category: null,
    product_type,
    description: '',
    language: 'fa',
    tags: '',
    is_featured: false,
    instructor_name: '',
    instructor_bio: '',
    difficulty_level: null,
    prerequisites: '',
    learning_objectives: '',
    certificate_available: false,
    video_preview_url: '',
    is_active: true,
  };
}

/** An add form with nothing typed: the empty form of whichever type is chosen (the type alone is one click). */
export function isEmptyProductDraft(values: ProductFormValues): boolean {
  return sameAsEmpty(emptyProductForm(values.product_type))(values);
}

export function formOfProduct(p: AdminProductView): ProductFormValues {
  return {
    name: p.name,
    priceToman: rialsToToman(p.price),
    category: p.category,
    product_type: p.product_type,
    description: p.description,
    language: p.language,
    tags: joinParts(...p.tags),
    is_featured: p.is_featured,
    instructor_name: p.instructor_name ?? '',
    instructor_bio: p.instructor_bio ?? '',
    difficulty_level: p.difficulty_level,
    prerequisites: p.prerequisites.join('\n'),
    learning_objectives: p.learning_objectives.join('\n'),
    certificate_available: p.certificate_available,
    video_preview_url: p.has_video_preview ? '' : (p.video_preview_url ?? ''),
    is_active: p.is_active,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
/** Price typed in toman → integer rials, once, here; anything not a whole number stays text for the schema's message. */
function priceRials(value: number | string): unknown {
  if (value === '' || value === null) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) ? tomanToRials(n) : value;
}

/** The values as the shared schema reads them (validated in the browser with the server's messages). */
export function productInputOf(v: ProductFormValues) {
  return {
    name: v.name,
    price: priceRials(v.priceToman),
    category: v.category ?? undefined,
    product_type: v.product_type ?? undefined,
    description: v.description,
    language: v.language,
    tags: splitParts(v.tags),
    is_featured: v.is_featured,
    instructor_name: v.instructor_name.trim() || null,
    instructor_bio: v.instructor_bio.trim() || null,
    difficulty_level: v.difficulty_level,
    prerequisites: lines(v.prerequisites),
    learning_objectives: lines(v.learning_objectives),
    certificate_available: v.certificate_available,
    video_preview_url: v.video_preview_url.trim() || null,
  };
}

function putField(data: FormData, k: string, value: unknown) {
  if (value === undefined) return;
  data.append(k, value === null ? '' : typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value));
}

/** The same values as multipart fields for the REST upload paths. */
export function productFormData(v: ProductFormValues, extra: { is_active?: boolean } = {}): FormData {
  const data = new FormData();
  for (const [k, value] of Object.entries(productInputOf(v))) putField(data, k, value);
  if (extra.is_active !== undefined) putField(data, 'is_active', extra.is_active);
  return data;
}

/**
 * An edit sends only the fields changed since the dialog opened: a dialog left open must not write
 * back what another admin changed meanwhile (the price, whether it is on sale) with its old values.
 */
export function productChangesFormData(opened: ProductFormValues, v: ProductFormValues): FormData {
  const before: Record<string, unknown> = productInputOf(opened);
  const data = new FormData();
  for (const [k, value] of Object.entries(productInputOf(v))) {
    if (JSON.stringify(value) !== JSON.stringify(before[k])) putField(data, k, value);
  }
  if (opened.is_active !== v.is_active) putField(data, 'is_active', v.is_active);
  return data;
}
