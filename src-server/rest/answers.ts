import { z } from 'zod';
import { ROLES } from '@shared/auth/roles';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shared/orders/state-machine';
import { NOTIFICATION_TYPES } from '@shared/notifications/kinds';
import { PRODUCT_TYPES, STORE_ORDER_STATUSES, STORE_PAYMENT_METHODS } from '@shared/store/products';
import { TICKET_STATUSES } from '@shared/tickets/rules';
import { WITHDRAWAL_STATUSES } from '@shared/wallet/transactions';
import { ID_PATTERN } from '@shared/ids';

/*
 * The answers of the /api paths (issue 17) as zod schemas, for the OpenAPI document and for the
 * contract check that holds every real answer to them (API_CONTRACT_CHECK, tests only). Objects are
 * loose: the fields named here are promised with their types; an answer may carry more (the old
 * clients' extra spellings). Units are stated per field: the REST shim gives order and task prices in
 * toman and every wallet, ledger and store amount in rials (DOMAIN.md §3).
 */

const id = z.string().regex(ID_PATTERN);
const time = z.string().describe('ISO 8601 time (UTC)');
const rials = (what = 'Amount') => z.number().int().describe(`${what}, in rials`);
const toman = (what = 'Price') => z.number().describe(`${what}, in toman`);

export const userAnswer = z
  .looseObject({ id, _id: id, username: z.string(), name: z.string(), role: z.enum(ROLES) })
  .meta({ id: 'UserPublic' });

export const meAnswer = userAnswer
  .extend({ phone: z.string(), email: z.string().nullable(), must_change_password: z.boolean(), created_at: time })
  .meta({ id: 'Me' });

export const loginAnswer = z
  .object({ access_token: z.string().describe('Send as `Authorization: Bearer <token>`'), token_type: z.literal('bearer'), role: z.enum(ROLES) })
  .meta({ id: 'LoginAnswer' });

export const registerAnswer = meAnswer.extend({ message: z.string() }).meta({ id: 'RegisterAnswer' });

export const notificationAnswer = z
  .looseObject({ id, _id: id, type: z.enum(NOTIFICATION_TYPES), title: z.string(), message: z.string(), read: z.boolean(), created_at: time })
  .meta({ id: 'Notification' });

export const countAnswer = z.looseObject({ unread_count: z.number().int().min(0) });

export const categoryAnswer = z
  .looseObject({ id, _id: id, name: z.string(), description: z.string(), label: z.string() })
  .meta({ id: 'Category' });

export const taskAnswer = z
  .looseObject({
    id,
    _id: id,
    cafe_id: id,
    coffenet_id: id,
    title: z.string(),
    name: z.string(),
    category: z.string(),
    category_label: z.string(),
    base_price: toman('Starting price'),
    estimated_minutes: z.number().int().nullable().describe('Minutes'),
    default_estimated_time: z.number().int().nullable().describe('Minutes'),
    estimated_time: z.number().int().nullable().describe('Minutes (old spelling of default_estimated_time)'),
    estimated_time_label: z.string().nullable(),
    description: z.string(),
  })
  .meta({ id: 'Task' });

export const cafeAnswer = z
  .looseObject({
    id,
    _id: id,
    cafe_id: id,
    cafe_name: z.string(),
    owner_name: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    instagram: z.string().nullable(),
    telegram: z.string().nullable(),
    whatsapp: z.string().nullable(),
    active: z.boolean(),
    is_active: z.boolean().describe('The same as active (spec 1 §3 "Cafe profile")'),
    rating_avg: z.number(),
    ratings_count: z.number().int(),
    tasks: z.array(taskAnswer).optional(),
    last_review: z
      .object({ rating: z.number().int(), comment: z.string(), user_name: z.string(), created_at: time })
      .nullable()
      .optional()
      .describe('The newest rating (profile cards and GET /coffenet/{cafeId}); null without one'),
  })
  .meta({ id: 'Cafe' });

/** A file of an order (spec 2 §3 "Order file"): `_id`, `original_filename`, `uploaded_by`, `uploaded_at`, `is_final`. */
export const orderFileAnswer = z
  .looseObject({
    id,
    _id: id,
    file_id: id,
    original_filename: z.string(),
    file_name: z.string().describe('The same as original_filename'),
    size: z.number().int().describe('Bytes'),
    mime_type: z.string(),
    uploaded_by: z.enum(['user', 'coffenet']),
    uploaded_at: time,
    is_final: z.boolean().describe('The cafe\'s finished work'),
    caption: z.string().nullable(),
    downloadable: z.boolean().describe('Whether the caller may download it now (a final file waits for completion and payment)'),
  })
  .meta({ id: 'OrderFile' });

const ratingSummaryAnswer = z.looseObject({ average_rating: z.number(), total_ratings: z.number().int() });

export const orderAnswer = z
  .looseObject({
    id,
    _id: id,
    user_id: id,
    user_name: z.string(),
    cafe_id: id,
    coffenet_id: id,
    task_id: id.nullable(),
    service: z.string().nullable(),
    service_type: z.string().nullable().describe('The same as service'),
    status: z.enum(ORDER_STATUSES),
    status_label: z.string(),
    payment_status: z.enum(PAYMENT_STATUSES),
    price: toman('Agreed price').nullable(),
    base_price: toman('The service\'s starting price').nullable(),
    estimated_time: z.string().nullable().describe('Like 3h, 2d or 45m'),
    assigned_employee: z.string().nullable(),
    details: z.looseObject({ description: z.string(), file_name: z.string().nullable().describe('The customer\'s file, if any') }),
    created_at: time,
    updated_at: time,
    files: z.array(orderFileAnswer),
    final_file: z.looseObject({ file_id: id, file_name: z.string() }).nullable(),
    rated: z.boolean().describe('The customer has rated the cafe for it'),
    unread_messages: z.number().int().describe('Chat messages the caller has not seen'),
    user_rating: ratingSummaryAnswer.describe('The cafes\' ratings of the order\'s customer'),
  })
  .meta({ id: 'Order' });

export const activeOrderAnswer = z
  .looseObject({ id, _id: id, status: z.enum(ORDER_STATUSES), cafe_id: id, cafe_name: z.string(), price: toman().nullable(), created_at: time })
  .meta({ id: 'ActiveOrder' });

export const chatMessageAnswer = z
  .looseObject({
    id,
    _id: id,
    order_id: id,
    sender_id: id,
    sender_role: z.enum(ROLES),
    receiver_id: id,
    message: z.string(),
    file_id: id.nullable(),
    file_info: z.looseObject({ name: z.string(), size: z.number().int().describe('Bytes'), type: z.string() }).nullable(),
    caption: z.string().nullable(),
    is_final: z.boolean(),
    created_at: time,
    seen: z.boolean(),
  })
  .meta({ id: 'ChatMessage' });

export const walletAnswer = z.looseObject({ balance: rials('Balance'), user_id: id }).meta({ id: 'Wallet' });

export const transactionAnswer = z
  .looseObject({ id, _id: id, transaction_type: z.string(), amount: rials(), balance_after: rials('Balance after it'), created_at: time })
  .meta({ id: 'Transaction' });

export const paymentStartAnswer = z
  .looseObject({ payment_url: z.string().describe('Send the payer here'), authority: z.string(), amount: rials() })
  .meta({ id: 'PaymentStart' });

export const verifyAnswer = z
  .looseObject({
    success: z.boolean(),
    message: z.string(),
    authority: z.string(),
    ref_id: z.union([z.string(), z.number()]).nullable(),
    amount: rials(),
    new_balance: rials('The payer\'s wallet balance after it (only to the payer)').nullable(),
    type: z.enum(['order', 'wallet', 'store', 'subscription', 'bot']),
    order_id: z.string().nullable(),
    already_verified: z.boolean().describe('An earlier verify settled this payment; this call changed nothing'),
  })
  .meta({ id: 'PaymentVerify' });

export const bankAccountAnswer = z
  .looseObject({ id, _id: id, iban: z.string(), account_number: z.string(), bank: z.string(), full_name: z.string() })
  .meta({ id: 'BankAccount' });

export const withdrawalAnswer = z
  .looseObject({ id, _id: id, amount: rials(), status: z.enum(WITHDRAWAL_STATUSES), created_at: time })
  .meta({ id: 'Withdrawal' });

export const productCardAnswer = z
  .looseObject({
    id,
    _id: id,
    name: z.string(),
    price: rials('Price'),
    product_type: z.enum(PRODUCT_TYPES),
    image: z.string().nullable(),
    requires_shipping: z.boolean(),
  })
  .meta({ id: 'ProductCard' });

export const productDetailAnswer = productCardAnswer
  .extend({
    tags: z.array(z.string()),
    purchased: z.boolean(),
    file_size: z.number().int().meta({ description: 'Bytes of all the product’s files' }),
    download_links: z.array(z.string()).meta({ description: 'Signed download addresses, for an owner only; [] for everyone else' }),
    related: z.array(productCardAnswer),
  })
  .meta({ id: 'ProductDetail' });

export const storeOrderAnswer = z
  .looseObject({
    id,
    _id: id,
    items: z.array(z.looseObject({ product_id: id, name: z.string(), price: rials('Unit price'), quantity: z.number().int() })),
    total: rials('Total'),
    status: z.enum(STORE_ORDER_STATUSES),
    payment_method: z.enum(STORE_PAYMENT_METHODS),
    created_at: time,
  })
  .meta({ id: 'StoreOrder' });

export const checkoutAnswer = z
  .looseObject({ id, _id: id, total: rials('Total'), status: z.enum(STORE_ORDER_STATUSES), free: z.boolean(), message: z.string() })
  .meta({ id: 'CheckoutAnswer' });

export const adminProductAnswer = z
  .looseObject({ id, _id: id, name: z.string(), price: rials('Price'), product_type: z.enum(PRODUCT_TYPES), is_active: z.boolean() })
  .meta({ id: 'AdminProduct' });

export const ticketAnswer = z
  .looseObject({
    id,
    _id: id,
    ticket_id: id,
    subject: z.string(),
    status: z.enum(TICKET_STATUSES),
    created_at: time,
    updated_at: time,
    sender_role: z.enum(ROLES).describe('The role of the ticket\'s owner'),
    sender_username: z.string().describe('The owner\'s username'),
    last_message: z.string(),
    last_sender: z.string().describe('Username of whoever wrote last'),
    last_time: time,
  })
  .meta({ id: 'Ticket' });

export const ticketDetailAnswer = ticketAnswer
  .extend({
    messages: z.array(z.looseObject({ id, _id: id, sender_role: z.enum(ROLES), sender_username: z.string(), message: z.string(), created_at: time })),
  })
  .meta({ id: 'TicketDetail' });

export const ticketNoticeAnswer = z
  .looseObject({ id, _id: id, ticket_id: id, subject: z.string(), message: z.string(), read: z.boolean(), created_at: time })
  .meta({ id: 'TicketNotice' });

// Admin cafe and finance lists (everything from the ledger and the withdrawal requests is rials).

export const cafeTransactionAnswer = z
  .looseObject({
    id,
    _id: id,
    type: z.enum(['earning', 'admin_withdrawal_confirm']).describe('A cafe earning or a paid-out withdrawal'),
    amount: rials(),
    cafe_name: z.string().nullable(),
    order_id: id.nullable(),
    created_at: time,
  })
  .meta({ id: 'CafeTransaction' });

export const pendingPaymentAnswer = withdrawalAnswer
  .extend({
    account_id: id,
    admin_message: z.string().nullable(),
    expected_time: z.string().nullable(),
    description: z.string(),
    decided_at: time.nullable(),
    user_id: id,
    username: z.string().nullable(),
    cafe_name: z.string().nullable(),
    cafe_balance: rials('The cafe\'s balance').nullable(),
    account_info: z.looseObject({ account_number: z.string(), iban: z.string(), bank: z.string(), full_name: z.string() }),
  })
  .meta({ id: 'PendingPayment' });

export const createdCafeAnswer = z
  .looseObject({
    message: z.string(),
    user_id: id,
    cafe_id: id,
    id,
    _id: id,
    username: z.string(),
    one_time_password: z.string().describe('Shown once; the account must change it at first login'),
  })
  .meta({ id: 'CreatedCafe' });

export const financeOrderAnswer = z
  .looseObject({
    id,
    _id: id,
    order_number: id.describe('The order\'s id'),
    order_amount: rials('Paid'),
    customer_username: z.string(),
    cafe_name: z.string(),
    service_name: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    source: z.enum(['gateway', 'wallet']),
    platform_fee_percent: z.number().nullable().describe('Percent (10 is 10%); null until the order is settled'),
    cafe_share: rials('The cafe\'s share').nullable(),
    platform_share: rials('The platform\'s share').nullable(),
    payment_date: time,
  })
  .meta({ id: 'FinanceOrder' });

export const financeWithdrawalAnswer = z
  .looseObject({
    id,
    _id: id,
    cafe_name: z.string(),
    username: z.string().nullable(),
    amount: rials(),
    payment_type: z.literal('admin_withdrawal_confirm'),
    date: time.describe('When it was paid'),
    requested_at: time,
    iban: z.string(),
    account_number: z.string(),
    bank: z.string(),
    full_name: z.string(),
    admin_message: z.string().nullable(),
  })
  .meta({ id: 'FinanceWithdrawal' });

export const cafeFeeAnswer = z
  .looseObject({
    message: z.string(),
    cafe_user_id: id,
    cafe_id: id,
    cafe_name: z.string(),
    fee_percent: z.number().nullable().describe('The cafe\'s own fee, a fraction (0.1 is 10%); null: the global fee applies'),
    effective_fee: z.number().describe('A fraction: 0.1 is 10%'),
    global_fee: z.number().describe('A fraction: 0.1 is 10%'),
  })
  .meta({ id: 'CafeFee' });

// Store

export const storeWalletPaymentAnswer = z
  .looseObject({
    success: z.literal(true),
    message: z.string(),
    order_id: id,
    status: z.literal('paid'),
    amount: rials('Paid'),
    new_balance: rials('Wallet balance after it'),
    transaction_id: id,
  })
  .meta({ id: 'StoreWalletPayment' });

export const digitalFileAnswer = z
  .looseObject({ id, filename: z.string(), size: z.number().int().describe('Bytes'), url: z.string() })
  .meta({ id: 'DigitalFile' });

export const storeSaleAnswer = z
  .looseObject({
    id,
    _id: id,
    order_id: id,
    user_name: z.string(),
    product_name: z.string(),
    product_type: z.enum(PRODUCT_TYPES),
    quantity: z.number().int(),
    amount: rials('Price × quantity'),
    details: z.string(),
    date: time.describe('When it was paid'),
  })
  .meta({ id: 'StoreSale' });
