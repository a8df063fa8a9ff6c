/** What the admin store and content delivery answer (tRPC; REST adds `_id`). Amounts in rials. */
import type { DifficultyLevel, ProductLanguage, ProductType, StoreCategory } from './products';

/** A digital file (spec 3 §3 "Digital file info"); `url` only for buyers and admins. */
export interface DigitalFileInfo {
  id: string;
  filename: string;
  size: number;
  url: string;
}

export interface AdminLessonView {
  id: string;
  order: number;
  title: string;
  description: string;
  duration: number;
  is_preview: boolean;
  has_video: boolean;
  /** Signed for the admin viewing it. */
  video_url: string | null;
}

/** A product as the admin edits it: every field, archived ones too. */
export interface AdminProductView {
  id: string;
  name: string;
  description: string;
  price: number;
  category: StoreCategory;
  product_type: ProductType;
  language: ProductLanguage;
  tags: string[];
  is_featured: boolean;
  is_active: boolean;
  image: string | null;
  video_preview_url: string | null;
  has_video_preview: boolean;
  instructor_name: string | null;
  instructor_bio: string | null;
  difficulty_level: DifficultyLevel | null;
  prerequisites: string[];
  learning_objectives: string[];
  certificate_available: boolean;
  specifications: Record<string, string>;
  requires_shipping: boolean;
  lessons: AdminLessonView[];
  files_info: DigitalFileInfo[];
  files_count: number;
  created_at: string;
  updated_at: string;
}

export interface AdminProductRow {
  id: string;
  name: string;
  price: number;
  category: StoreCategory;
  product_type: ProductType;
  is_active: boolean;
  is_featured: boolean;
  image: string | null;
  created_at: string;
}

export interface AdminProductPage {
  items: AdminProductRow[];
  page: number;
  page_size: number;
  has_more: boolean;
}

/** A lesson in the player. */
export interface PlayerLesson {
  order: number;
  title: string;
  description: string;
  duration: number;
  is_preview: boolean;
  unlocked: boolean;
  has_video: boolean;
  /** Present only when the viewer may watch it; private ones carry a short-lived signature. */
  video_url: string | null;
  /** Seconds where the viewer left off, and whether they finished it. */
  position: number;
  watched: boolean;
}

export interface CourseView {
  id: string;
  name: string;
  description: string;
  image: string | null;
  instructor_name: string | null;
  price: number;
  is_active: boolean;
  /** Owner (or admin): every lesson plays. */
  owned: boolean;
  lessons: PlayerLesson[];
  /** The order of the lesson to resume: the last one touched, else the first unlocked. */
  resume_order: number | null;
}

export interface DigitalView {
  id: string;
  name: string;
  description: string;
  product_type: ProductType;
  image: string | null;
  is_active: boolean;
  files_info: DigitalFileInfo[];
  files_count: number;
}

export interface StoreFinanceStats {
  /** Rials of paid store orders, all time and this Tehran (Persian) month. */
  total_income: number;
  monthly_income: number;
  paid_orders: number;
}

/** One line of a paid store order (spec 3 §3 "Store transaction"). */
export interface StoreSaleRow {
  id: string;
  order_id: string;
  user_name: string;
  product_name: string;
  product_type: ProductType;
  quantity: number;
  /** Rials: price × quantity. */
  amount: number;
  details: string;
  date: string;
  /** This line is a physical item: its order gets the post's tracking link once sent. */
  requires_shipping: boolean;
  /** The order's tracking link, null until the admin ships it. */
  tracking_url: string | null;
}

/** A pending cash order (paid on delivery) on the admin's list: one row per order. */
export interface CashOrderRow {
  /** The order's id. */
  id: string;
  user_name: string;
  /** Rials, the whole order's total the post collects. */
  total: number;
  created_at: string;
  tracking_url: string | null;
}

export interface CashOrdersPage {
  items: CashOrderRow[];
  skip: number;
  limit: number;
  has_more: boolean;
}

export interface StoreSalesPage {
  items: StoreSaleRow[];
  skip: number;
  limit: number;
  has_more: boolean;
}
