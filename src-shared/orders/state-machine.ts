import { lookupTable } from '../text/lookup';

/**
 * The service-order state machine of DOMAIN.md §2, as data: the server enforces it, the client
 * reads it to decide which buttons to show. Nothing else in the code lists transitions.
 */

/** Statuses an order can be stored in. */
export const ORDER_STATUSES = ['pending', 'pending_payment', 'in_progress', 'completed', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Counted as active on the dashboards and the home strip (spec 2 §4). */
export const ACTIVE_ORDER_STATUSES = ['pending', 'pending_payment', 'in_progress'] as const satisfies readonly OrderStatus[];
/** No action leads out of these. */
export const FINAL_ORDER_STATUSES = ['completed', 'rejected', 'cancelled'] as const satisfies readonly OrderStatus[];
/** Orders that ended without being done: the "rejected or cancelled" filters and groups. */
export const CLOSED_ORDER_STATUSES = ['rejected', 'cancelled'] as const satisfies readonly OrderStatus[];

/** Payment status of a service order; `paid` is set only by a verified payment. */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Old values read as today's (DOMAIN.md §2): shown and filtered as their modern status. */
const LEGACY_STATUS = lookupTable<OrderStatus>({
  pending_confirmation: 'pending',
  complete: 'completed',
});

/** Any status text (incl. legacy ones) as a stored status, or null when it is not one. */
export function normalizeOrderStatus(value: string): OrderStatus | null {
  if ((ORDER_STATUSES as readonly string[]).includes(value)) return value as OrderStatus;
  return LEGACY_STATUS.get(value) ?? null;
}

/** Persian labels, incl. the legacy ones the cafe dashboard knows (spec 2 §4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> & Record<string, string> = {
  pending: 'در انتظار تأیید',
  pending_payment: 'در انتظار پرداخت',
  in_progress: 'در حال انجام',
  completed: 'تکمیل‌شده',
  rejected: 'ردشده',
  cancelled: 'لغوشده',
  pending_confirmation: 'در انتظار تأیید کافی‌نت',
  complete: 'تکمیل‌شده',
  processing: 'در حال پردازش',
  assigned: 'واگذارشده',
  delivered: 'تحویل‌شده',
};

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'yellow',
  pending_payment: 'orange',
  in_progress: 'blue',
  completed: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

const STATUS_LABEL_LOOKUP = lookupTable(ORDER_STATUS_LABELS);

export function orderStatusLabel(value: string): string {
  const status = normalizeOrderStatus(value);
  return STATUS_LABEL_LOOKUP.get(status ?? value) ?? value;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'پرداخت‌نشده',
  paid: 'پرداخت‌شده',
  refunded: 'بازپرداخت‌شده',
};

/** How a person stands to one order: its customer, its cafe's manager, or an admin. */
export const ORDER_PARTIES = ['customer', 'cafe', 'admin'] as const;
export type OrderParty = (typeof ORDER_PARTIES)[number];

export const ORDER_ACTIONS = ['price', 'reject', 'cancel', 'pay', 'start', 'complete'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface OrderTransition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: OrderParty;
}

/**
 * DOMAIN.md §2. `price` is both the review dialog and the pricing form (price, time, optional
 * assignee); `pay` is made by the customer through a verified payment only; `start` is the
 * admin moving a pending order to work.
 */
export const ORDER_TRANSITIONS: Record<OrderAction, OrderTransition> = {
  price: { from: ['pending'], to: 'pending_payment', by: 'cafe' },
  reject: { from: ['pending'], to: 'rejected', by: 'cafe' },
  cancel: { from: ['pending', 'pending_payment'], to: 'cancelled', by: 'customer' },
  pay: { from: ['pending_payment'], to: 'in_progress', by: 'customer' },
  start: { from: ['pending'], to: 'in_progress', by: 'admin' },
  complete: { from: ['in_progress'], to: 'completed', by: 'cafe' },
};

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  price: 'قیمت‌گذاری',
  reject: 'رد سفارش',
  cancel: 'لغو سفارش',
  pay: 'پرداخت',
  start: 'شروع انجام سفارش',
  complete: 'تکمیل سفارش',
};

export type TransitionCheck = { ok: true; to: OrderStatus } | { ok: false; reason: 'not_allowed_party' | 'wrong_status' };

/** Whether `party` may take `action` on an order in `status`, and where it leads. */
export function checkTransition(status: OrderStatus, action: OrderAction, party: OrderParty): TransitionCheck {
  const transition = ORDER_TRANSITIONS[action];
  if (transition.by !== party) return { ok: false, reason: 'not_allowed_party' };
  if (!transition.from.includes(status)) return { ok: false, reason: 'wrong_status' };
  return { ok: true, to: transition.to };
}

/**
 * Spec 2 §4: an in-progress order offers "edit details": its cafe may change the delivery time
 * and the assignee while it works. Not a transition (the status stays); the price is paid and fixed.
 */
export function detailsEditable(status: OrderStatus): boolean {
  return status === 'in_progress';
}

/** The actions the client offers `party` on an order in `status`. */
export function allowedActions(status: OrderStatus, party: OrderParty): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => checkTransition(status, action, party).ok);
}

/**
 * PATCH /api/order/{id}/status names a target status, not an action: the action that leads
 * there for this party, if any (any other target is a transition not in the table).
 */
export function actionForTargetStatus(target: OrderStatus, party: OrderParty): OrderAction | null {
  return ORDER_ACTIONS.find((action) => ORDER_TRANSITIONS[action].to === target && ORDER_TRANSITIONS[action].by === party) ?? null;
}

/** Files may be added to an order until it is rejected or cancelled. */
export function acceptsFiles(status: OrderStatus): boolean {
  return status !== 'rejected' && status !== 'cancelled';
}

/** A final (result) file is attached while the work is done or after it is completed. */
export function acceptsFinalFile(status: OrderStatus): boolean {
  return status === 'in_progress' || status === 'completed';
}

/** The customer gets the final file once the order is completed and paid (DOMAIN.md §2). */
export function finalFileReleased(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return status === 'completed' && paymentStatus === 'paid';
}

/** Groups of the cafe order management page (spec 2 §2), plus ended orders. */
export const CAFE_ORDER_GROUPS = ['pending', 'in_progress', 'ready_to_rate', 'completed', 'closed'] as const;
export type CafeOrderGroup = (typeof CAFE_ORDER_GROUPS)[number];

export const CAFE_ORDER_GROUP_LABELS: Record<CafeOrderGroup, string> = {
  pending: 'در انتظار تأیید',
  in_progress: 'در حال انجام',
  ready_to_rate: 'آماده امتیازدهی',
  completed: 'تکمیل‌شده',
  closed: 'ردشده یا لغوشده',
};

/**
 * The cafe order page's queries: each asks for some statuses and fills the groups they fall in,
 * so an old pending order is never pushed out by newer ones. A test checks every status is asked
 * for once and lands in one of its query's groups.
 */
export const CAFE_ORDER_QUERIES: ReadonlyArray<{ statuses: readonly OrderStatus[]; groups: readonly CafeOrderGroup[] }> = [
  { statuses: ['pending'], groups: ['pending'] },
  { statuses: ['pending_payment', 'in_progress'], groups: ['in_progress'] },
  { statuses: ['completed'], groups: ['ready_to_rate', 'completed'] },
  { statuses: CLOSED_ORDER_STATUSES, groups: ['closed'] },
];

/** `userRated`: the cafe has already rated the customer for this order. */
export function cafeOrderGroup(status: OrderStatus, userRated: boolean): CafeOrderGroup {
  switch (status) {
    case 'pending':
      return 'pending';
    case 'pending_payment':
    case 'in_progress':
      return 'in_progress';
    case 'completed':
      return userRated ? 'completed' : 'ready_to_rate';
    case 'rejected':
    case 'cancelled':
      return 'closed';
  }
}

/** Poll intervals of the ordering screens (spec 2 §7): chat 10 s, the cafe's order lists and an open order 30 s. */
export const ORDER_POLL_MS = { chat: 10_000, cafeOrders: 30_000, openOrder: 30_000 } as const;

/** The party a logged-in role is to an order it can see (the server has checked it can). */
export function partyOfRole(role: 'user' | 'coffenet' | 'admin'): OrderParty {
  return role === 'user' ? 'customer' : role === 'coffenet' ? 'cafe' : 'admin';
}
