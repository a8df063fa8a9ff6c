import type { Generated, Selectable } from 'kysely';
import type { Role } from '@shared/auth/roles';
import type { NotificationType } from '@shared/notifications/kinds';
import type { TaskCategory } from '@shared/catalogue/categories';
import type { OrderStatus, PaymentStatus } from '@shared/orders/state-machine';
import type { PaymentPurpose, TransactionType, WithdrawalStatus } from '@shared/wallet/transactions';
import type { PaymentAttemptStatus } from '@shared/wallet/payment-attempts';
import type { TicketStatus } from '@shared/tickets/rules';
import type { DifficultyLevel, ProductLanguage, ProductType, StoreCategory, StoreOrderStatus, StorePaymentMethod } from '@shared/store/products';

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
  orders: OrdersTable;
  order_files: OrderFilesTable;
  chat_messages: ChatMessagesTable;
  user_ratings: UserRatingsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  fee_settings: FeeSettingsTable;
  cafe_fees: CafeFeesTable;
  payment_attempts: PaymentAttemptsTable;
  gateway_simulator_payments: GatewaySimulatorPaymentsTable;
  bank_accounts: BankAccountsTable;
  withdrawal_requests: WithdrawalRequestsTable;
  products: ProductsTable;
  product_lessons: ProductLessonsTable;
  product_files: ProductFilesTable;
  store_orders: StoreOrdersTable;
  store_order_items: StoreOrderItemsTable;
  purchased_products: PurchasedProductsTable;
  security_events: SecurityEventsTable;
  admin_audit_log: AdminAuditLogTable;
  admin_counters: AdminCountersTable;
  ledger_day_totals: LedgerDayTotalsTable;
  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
  ticket_counts: TicketCountsTable;
  saved_carts: SavedCartsTable;
  lesson_progress: LessonProgressTable;
  service_counts: ServiceCountsTable;
  list_versions: ListVersionsTable;
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
  /** 1 when blocking the manager switched the cafe off; unblocking switches it back on (migration 0024). */
  paused_by_block: Generated<number>;
  /** Kept by triggers on `ratings` (migration 0007); never written by code. */
  ratings_count: Generated<number>;
  ratings_sum: Generated<number>;
  rating_avg: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A cafe as read from the database (the trigger-kept totals are plain numbers there). */
export type CafeRow = Selectable<CafesTable>;

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
  /**
   * Copies of the cafe's is_active, rating_avg and ratings_count, kept by triggers (0014_speed);
   * never written by code, so optional here (rows built in code need not name them).
   */
  cafe_active?: number;
  cafe_rating_avg?: number;
  cafe_ratings_count?: number;
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

/** A service order (DOMAIN.md §2). price and base_price are integer rials. */
export interface OrdersTable {
  id: string;
  user_id: string;
  cafe_id: string;
  task_id: string | null;
  service_type: string;
  category: string | null;
  description: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  price: number | null;
  base_price: number | null;
  estimated_time: string | null;
  assigned_employee: string | null;
  rejection_reason: string | null;
  client_request_key: string | null;
  created_at: string;
  updated_at: string;
  priced_at: string | null;
  paid_at: string | null;
  completed_at: string | null;
}

export type OrderRow = OrdersTable;

/** A file of an order, stored on disk under a random name (DOMAIN.md §5). */
export interface OrderFilesTable {
  id: string;
  order_id: string;
  uploader_id: string;
  uploaded_by: 'user' | 'coffenet' | 'admin';
  original_name: string;
  stored_name: string;
  mime_type: string;
  size: number;
  is_final: number;
  caption: string | null;
  created_at: string;
}

export type ChatMessageKind = 'text' | 'file' | 'pricing' | 'status';

export interface ChatMessagesTable {
  id: string;
  order_id: string;
  sender_id: string;
  sender_role: 'user' | 'coffenet';
  receiver_id: string;
  kind: ChatMessageKind;
  message: string;
  file_id: string | null;
  caption: string | null;
  is_final: number;
  seen_at: string | null;
  created_at: string;
}

/** A cafe's rating of the customer for one completed order (one per order). */
export interface UserRatingsTable {
  id: string;
  order_id: string;
  cafe_id: string;
  user_id: string;
  rating: number;
  comment: string;
  created_at: string;
}

// Money (migration 0006). Every amount is integer rials.

export type LedgerAccountKind = 'wallet' | 'platform' | 'escrow' | 'gateway' | 'withdrawals';

export interface LedgerAccountsTable {
  id: string;
  kind: LedgerAccountKind;
  user_id: string | null;
  /** Cached sum of the account's entries. */
  balance: number;
  created_at: string;
}

export interface LedgerTransfersTable {
  id: string;
  idempotency_key: string;
  kind: string;
  description: string;
  order_id: string | null;
  actor_id: string | null;
  fee_ppm: number | null;
  created_at: string;
}

export interface LedgerEntriesTable {
  id: string;
  seq: number;
  transfer_id: string;
  account_id: string;
  amount: number;
  type: TransactionType;
  balance_after: number;
  order_id: string | null;
  description: string;
  created_at: string;
}

export interface FeeSettingsTable {
  id: number;
  global_fee_ppm: number;
  updated_by: string | null;
  updated_at: string;
}

export interface CafeFeesTable {
  cafe_id: string;
  fee_ppm: number;
  updated_by: string | null;
  updated_at: string;
}

export interface PaymentAttemptsTable {
  id: string;
  purpose: PaymentPurpose;
  target_id: string;
  user_id: string | null;
  amount: number;
  description: string;
  callback_url: string;
  authority: string | null;
  status: PaymentAttemptStatus;
  gateway_code: number | null;
  ref_id: string | null;
  card_pan: string | null;
  message: string | null;
  transfer_id: string | null;
  outcome: string | null;
  metadata: string;
  created_at: string;
  updated_at: string;
  verified_at: string | null;
}

export interface GatewaySimulatorPaymentsTable {
  authority: string;
  merchant_id: string;
  amount: number;
  callback_url: string;
  description: string;
  metadata: string;
  status: 'created' | 'paid' | 'cancelled' | 'verified';
  ref_id: string | null;
  card_pan: string | null;
  created_at: string;
  updated_at: string;
  /** The currency the request named; verify compares the amount in it (0013). */
  currency: 'IRR' | 'IRT';
  /** Set by reverse.json; the payment then inquires as REVERSED (0013). */
  reversed_at: string | null;
}

export interface BankAccountsTable {
  id: string;
  user_id: string;
  iban: string;
  account_number: string;
  bank: string;
  full_name: string;
  created_at: string;
  updated_at: string;
}

export interface WithdrawalRequestsTable {
  id: string;
  user_id: string;
  amount: number;
  bank_account_id: string;
  iban: string;
  account_number: string;
  bank: string;
  full_name: string;
  description: string;
  status: WithdrawalStatus;
  admin_message: string | null;
  expected_time: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

// The store (migration 0008). Prices and totals are integer rials; JSON columns are text.

export interface ProductsTable {
  id: string;
  name: string;
  search_text: string;
  description: string;
  price: number;
  category: StoreCategory;
  product_type: ProductType;
  language: ProductLanguage;
  /** JSON string[]. */
  tags: string;
  is_featured: number;
  image: string | null;
  video_preview: string | null;
  video_preview_url: string | null;
  rating: number;
  review_count: number;
  instructor_name: string | null;
  instructor_bio: string | null;
  /** JSON Record<string, string>. */
  specifications: string;
  requires_shipping: number;
  difficulty_level: DifficultyLevel | null;
  /** JSON string[]. */
  prerequisites: string;
  /** JSON string[]. */
  learning_objectives: string;
  certificate_available: number;
  is_active: number;
  created_at: string;
  updated_at: string;
  /** Stored content types of the uploaded image and preview (migration 0012); null on older rows. */
  image_type?: string | null;
  video_preview_type?: string | null;
}

export type ProductRow = ProductsTable;

export interface ProductLessonsTable {
  id: string;
  product_id: string;
  lesson_order: number;
  title: string;
  description: string;
  is_preview: number;
  /** Seconds. */
  duration: number;
  video: string | null;
  created_at: string;
  /** Migration 0012. */
  video_type?: string | null;
}

export interface ProductFilesTable {
  id: string;
  product_id: string;
  filename: string;
  size: number;
  stored_name: string;
  created_at: string;
  /** Migration 0012. */
  mime_type?: string | null;
  /** Migration 0018: the order the admin added them in, from 0 per product. */
  position: Generated<number>;
}

/** A viewer's place in one lesson of a course (migration 0012). */
export interface LessonProgressTable {
  id: string;
  user_id: string;
  product_id: string;
  lesson_order: number;
  position: number;
  watched: number;
  updated_at: string;
}

export interface StoreOrdersTable {
  id: string;
  user_id: string;
  status: StoreOrderStatus;
  total: number;
  payment_method: StorePaymentMethod;
  requires_shipping: number;
  /** JSON ShippingInfo or null. */
  shipping: string | null;
  tracking_url: string | null;
  request_key: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

export type StoreOrderRow = StoreOrdersTable;

export interface StoreOrderItemsTable {
  id: string;
  order_id: string;
  line_no: number;
  product_id: string;
  name: string;
  product_type: ProductType;
  price: number;
  quantity: number;
  requires_shipping: number;
}

export interface PurchasedProductsTable {
  id: string;
  user_id: string;
  product_id: string;
  store_order_id: string;
  created_at: string;
}

/** Lockouts, throttles and bursts the admin reads (issue 14, migration 0013). */
export interface SecurityEventsTable {
  id: string;
  kind: string;
  username: string | null;
  client_address: string | null;
  detail: string;
  created_at: string;
}

// The admin console (migration 0011).

/** One admin action, written in the transaction of the change it records. */
export interface AdminAuditLogTable {
  id: string;
  admin_id: string;
  admin_username: string;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  /** Short JSON of the state before and after. */
  before: string | null;
  after: string | null;
  created_at: string;
}

/** Counters kept by triggers: users, cafes, cafes_active, orders:<status>. */
export interface AdminCountersTable {
  name: string;
  value: number;
}

/** Sum and number of ledger entries per account kind, entry type and Tehran day (kept by a trigger). */
export interface LedgerDayTotalsTable {
  kind: LedgerAccountKind;
  type: string;
  day: string;
  amount: number;
  entries: number;
}

/** Support tickets (migration 0010): the last message, its sender and time live on the row. */
export interface TicketsTable {
  id: string;
  owner_id: string;
  owner_role: 'user' | 'coffenet';
  subject: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  last_message: string;
  /** Username of the last sender, and their role. */
  last_sender: string;
  last_sender_role: Role;
  last_time: string;
}
export type TicketRow = TicketsTable;

export interface TicketMessagesTable {
  id: string;
  ticket_id: string;
  sender_id: string;
  sender_role: Role;
  message: string;
  created_at: string;
}

/** Tickets per owner role and status, kept by triggers on `tickets`; never written by code. */
export interface TicketCountsTable {
  owner_role: 'user' | 'coffenet';
  status: TicketStatus;
  n: number;
}

/** A shopper's cart kept with the account (migration 0015): the cart lines as JSON. */
export interface SavedCartsTable {
  user_id: string;
  items: string;
  updated_at: string;
}

/** How many services active cafes offer, per category and in all ('*'); kept by triggers (0014_speed). */
export interface ServiceCountsTable {
  category: string;
  services: number;
}

/** Bumped by triggers whenever a public list's tables change (0020); cached answers carry it. */
export interface ListVersionsTable {
  list: string;
  version: number;
}
