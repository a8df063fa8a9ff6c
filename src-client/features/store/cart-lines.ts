import { isOwnableType, PRODUCT_TYPES, STORE_LIMITS, type CartItem, type ProductType } from '@shared/store/products';
import { isId } from '@shared/ids';

/**
 * The cart's rules (spec 3 §4) as pure functions over the stored lines, so they are tested
 * without a browser: adding an item already in the cart raises its quantity by one, a new item
 * gets quantity 1, a quantity stays between 1 and STORE_LIMITS.maxQuantity. A file or course is
 * owned once bought, so its line stays at one copy.
 */

/** What a page knows about a product when it is added. */
export interface CartProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  product_type: ProductType;
}

export type AddOutcome = 'added' | 'increased' | 'at_max' | 'already_in_cart' | 'cart_full';


/** One copy of what one owns once bought (files, courses); up to the limit of physical goods. */
export function maxQuantityFor(type: ProductType): number {
  return isOwnableType(type) ? 1 : STORE_LIMITS.maxQuantity;
}

export function clampQuantity(quantity: number, type: ProductType = 'physical'): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(maxQuantityFor(type), Math.max(1, Math.trunc(quantity)));
}

/**
 * Reads what localStorage holds, forgiving anything another version or a hand edit left there:
 * lines without a usable id are dropped, quantities are clamped, a repeated product is merged.
 */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines: CartItem[] = [];
  for (const entry of data as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const id = typeof e.id === 'string' ? e.id : typeof e._id === 'string' ? e._id : '';
    if (!isId(id)) continue;
    const type = (PRODUCT_TYPES as readonly unknown[]).includes(e.product_type) ? (e.product_type as ProductType) : 'physical';
    const price = typeof e.price === 'number' && Number.isInteger(e.price) && e.price >= 0 ? e.price : 0;
    const quantity = clampQuantity(typeof e.quantity === 'number' ? e.quantity : 1, type);
    const existing = lines.find((line) => line.id === id);
    if (existing) {
      existing.quantity = clampQuantity(existing.quantity + quantity, existing.product_type);
      continue;
    }
    if (lines.length >= STORE_LIMITS.maxLines) continue;
    lines.push({
      _id: id,
      id,
      name: typeof e.name === 'string' ? e.name : '',
      description: typeof e.description === 'string' ? e.description : '',
      price,
      product_type: type,
      quantity,
    });
  }
  return lines;
}

export function addLine(lines: readonly CartItem[], product: CartProduct): { lines: CartItem[]; outcome: AddOutcome } {
  const existing = lines.find((line) => line.id === product.id);
  if (existing) {
    const max = maxQuantityFor(existing.product_type);
    if (existing.quantity >= max) return { lines: [...lines], outcome: max === 1 ? 'already_in_cart' : 'at_max' };
    return { lines: lines.map((line) => (line.id === product.id ? { ...line, quantity: line.quantity + 1 } : line)), outcome: 'increased' };
  }
  if (lines.length >= STORE_LIMITS.maxLines) return { lines: [...lines], outcome: 'cart_full' };
  const line: CartItem = {
    _id: product.id,
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    product_type: product.product_type,
    quantity: 1,
  };
  return { lines: [...lines, line], outcome: 'added' };
}

/**
 * The account's saved cart and the cart a guest filled before logging in, as one: a product in
 * both keeps the newer line's details with the quantities added (within its limit), nothing is
 * lost but what the line limit cannot hold.
 */
export function mergeCarts(saved: readonly CartItem[], guest: readonly CartItem[]): CartItem[] {
  const merged = saved.map((line) => ({ ...line }));
  for (const line of guest) {
    const index = merged.findIndex((m) => m.id === line.id);
    if (index >= 0) {
      merged[index] = { ...line, quantity: clampQuantity(merged[index]!.quantity + line.quantity, line.product_type) };
    } else if (merged.length < STORE_LIMITS.maxLines) {
      merged.push({ ...line });
    }
  }
  return merged;
}

export function setLineQuantity(lines: readonly CartItem[], id: string, quantity: number): CartItem[] {
  return lines.map((line) => (line.id === id ? { ...line, quantity: clampQuantity(quantity, line.product_type) } : line));
}

export function removeLine(lines: readonly CartItem[], id: string): CartItem[] {
  return lines.filter((line) => line.id !== id);
}

/** Units in the cart (the header's count). */
export function cartCount(lines: readonly CartItem[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Rials: price × quantity over the lines (spec 3 §9; shipping is free). */
export function cartTotal(lines: readonly CartItem[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function lineTotal(line: CartItem): number {
  return line.price * line.quantity;
}

/** Whether any line is a physical good, the only kind that needs a delivery address. */
export function cartShips(lines: readonly CartItem[]): boolean {
  return lines.some((line) => line.product_type === 'physical');
}

/** Pay on delivery only makes sense when everything is delivered by post. */
export function cartAllowsCash(lines: readonly CartItem[]): boolean {
  return lines.length > 0 && lines.every((line) => line.product_type === 'physical');
}

export function checkoutLines(lines: readonly CartItem[]): { product_id: string; quantity: number }[] {
  return lines.map((line) => ({ product_id: line.id, quantity: line.quantity }));
}

/** A product as the server answers it now; `purchased` when the buyer already owns it. */
export type CurrentProduct = CartProduct & { purchased?: boolean };

/**
 * Brings the stored lines up to the server's current products (after checkout answers 409):
 * new prices, names and types; lines whose product is no longer sold, or that the buyer already
 * owns, are dropped. Returns the names of what changed, to tell the buyer.
 */
export function refreshLines(
  lines: readonly CartItem[],
  current: ReadonlyMap<string, CurrentProduct | null>,
): { lines: CartItem[]; repriced: string[]; removed: string[]; owned: string[] } {
  const repriced: string[] = [];
  const removed: string[] = [];
  const owned: string[] = [];
  const next: CartItem[] = [];
  for (const line of lines) {
    if (!current.has(line.id)) {
      next.push(line);
      continue;
    }
    const product = current.get(line.id);
    if (!product) {
      removed.push(line.name);
      continue;
    }
    if (product.purchased && isOwnableType(product.product_type)) {
      owned.push(product.name);
      continue;
    }
    if (product.price !== line.price) repriced.push(product.name);
    next.push({
      ...line,
      name: product.name,
      description: product.description,
      price: product.price,
      product_type: product.product_type,
      quantity: clampQuantity(line.quantity, product.product_type),
    });
  }
  return { lines: next, repriced, removed, owned };
}
