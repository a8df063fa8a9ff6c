import type { CartItem } from '@shared/store/products';
import { addLine, parseCart, removeLine, setLineQuantity, type AddOutcome, type CartProduct } from './cart-lines';

/** localStorage key of the cart (spec 1 §3). */
export const CART_KEY = 'cart';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CartStore {
  /** The current lines; the same array until the stored text changes (for useSyncExternalStore). */
  read(): CartItem[];
  subscribe(listener: () => void): () => void;
  add(product: CartProduct): AddOutcome;
  setQuantity(id: string, quantity: number): void;
  remove(id: string): void;
  replace(lines: CartItem[]): void;
  clear(): void;
}

/**
 * The cart kept in a key-value storage. Changes made here are announced on `events`; changes
 * made elsewhere (another tab's `storage` event, logout clearing the key) arrive through
 * `subscribeExternal`, and every read goes back to the stored text, so all views agree.
 */
export function createCartStore(storage: KeyValueStorage, events: EventTarget, subscribeExternal: (listener: () => void) => () => void): CartStore {
  const EVENT = 'cart-change';
  let cachedRaw: string | null | undefined;
  let cachedLines: CartItem[] = [];

  function read(): CartItem[] {
    const raw = storage.getItem(CART_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedLines = parseCart(raw);
    }
    return cachedLines;
  }

  function write(lines: CartItem[]) {
    if (lines.length === 0) storage.removeItem(CART_KEY);
    else storage.setItem(CART_KEY, JSON.stringify(lines));
    events.dispatchEvent(new Event(EVENT));
  }

  return {
    read,
    subscribe(listener) {
      events.addEventListener(EVENT, listener);
      const stopExternal = subscribeExternal(listener);
      return () => {
        events.removeEventListener(EVENT, listener);
        stopExternal();
      };
    },
    add(product) {
      const { lines, outcome } = addLine(read(), product);
      if (outcome === 'added' || outcome === 'increased') write(lines);
      return outcome;
    },
    setQuantity(id, quantity) {
      write(setLineQuantity(read(), id, quantity));
    },
    remove(id) {
      write(removeLine(read(), id));
    },
    replace(lines) {
      write(lines);
    },
    clear() {
      write([]);
    },
  };
}
