import { STORE_LIMITS, type PurchasedProduct, type StoreOrderSummary } from '@shared/store/products';

/** One line of the dashboard's "my products": a product one owns, or a shipping order to track. */
export type ProductLine = { at: string; product: PurchasedProduct; order?: never } | { at: string; order: StoreOrderSummary; product?: never };

/**
 * The newest six of what one bought: owned files and courses, and the store orders that ship
 * (physical goods are never "owned products", decisions: purchased products; their orders are).
 */
export function dashboardProductLines(products: PurchasedProduct[], orders: StoreOrderSummary[]): ProductLine[] {
  const lines: ProductLine[] = [
    ...products.map((product) => ({ at: product.purchased_at, product })),
    ...orders.filter((o) => o.requires_shipping).map((order) => ({ at: order.created_at, order })),
  ];
  return lines.sort((a, b) => b.at.localeCompare(a.at)).slice(0, STORE_LIMITS.dashboardProducts);
}
