/**
 * A page of a list as the old clients read it: a plain JSON array, with the number of all
 * matches in `X-Total-Count` so a pager can tell how many pages there are.
 */
export function pagedList<T>(items: T[], total: number): Response {
  return new Response(JSON.stringify(items), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-total-count': String(total) },
  });
}
