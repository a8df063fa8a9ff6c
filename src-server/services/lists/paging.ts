/** One page of a list paged in SQL, with what a pager needs. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
  pages: number;
}

export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, page_size: pageSize, pages: Math.ceil(total / pageSize) };
}
