import type { Role } from '@shared/roles';
import type { NotificationType } from '@shared/notifications';
import type { TaskCategory } from '@shared/categories';

/** The database as Kysely sees it. Booleans are 0/1 integers; timestamps are ISO-8601 UTC text. */
export interface Database {
  users: UsersTable;
  cafes: CafesTable;
  password_reset_codes: PasswordResetCodesTable;
  sms_outbox: SmsOutboxTable;
  notifications: NotificationsTable;
  categories: CategoriesTable;
  tasks: TasksTable;
  ratings: RatingsTable;
}

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  role: Role;
  phone: string | null;
  email: string | null;
  name: string | null;
  is_blocked: number;
  must_change_password: number;
  token_version: number;
  created_at: string;
  updated_at: string;
}

export interface CafesTable {
  id: string;
  owner_id: string;
  cafe_name: string;
  owner_name: string | null;
  phone: string | null;
  address: string | null;
  instagram: string | null;
  telegram: string | null;
  whatsapp: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface PasswordResetCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  attempts: number;
  sent_at: string;
  expires_at: string;
  consumed_at: string | null;
}

export interface SmsOutboxTable {
  id: string;
  phone: string;
  body: string;
  created_at: string;
}

export type UserRow = UsersTable;

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** JSON text of NotificationData. */
  data: string;
  is_read: number;
  created_at: string;
}

export interface CategoriesTable {
  id: string;
  name: TaskCategory;
  description: string;
  sort_order: number;
}

/** A service a cafe offers. base_price is integer rials. */
export interface TasksTable {
  id: string;
  cafe_id: string;
  title: string;
  category: TaskCategory;
  base_price: number;
  estimated_minutes: number | null;
  description: string;
  created_at: string;
  updated_at: string;
}

/** A customer's rating of a cafe for one completed order (one per order). */
export interface RatingsTable {
  id: string;
  order_id: string;
  cafe_id: string;
  user_id: string;
  rating: number;
  comment: string;
  created_at: string;
}
