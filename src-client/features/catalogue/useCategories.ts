import { trpc } from '../../trpc';

/** The categories from the server (GET /api/category/) as select options with Persian labels. */
export function useCategoryOptions() {
  const categories = trpc.catalogue.categories.useQuery(undefined, { staleTime: Infinity });
  return {
    ...categories,
    options: (categories.data ?? []).map((c) => ({ value: c.name, label: c.label })),
  };
}
