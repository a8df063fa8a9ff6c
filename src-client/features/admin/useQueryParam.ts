import { useLocation, useSearch } from 'wouter';

/** One query-string value kept in the address (search boxes, filters, ?order_id=…). */
export function useQueryParam(name: string): [string, (value: string | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const value = params.get(name) ?? '';
  const set = (next: string | null) => {
    const updated = new URLSearchParams(search);
    if (next) updated.set(name, next);
    else updated.delete(name);
    const query = updated.toString();
    navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
  };
  return [value, set];
}
