import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

/**
 * A search box bound to a query kept in the address: typing updates the address after a short
 * pause, and a change of the address (the back button) updates the box.
 */
export function useDebouncedSearch(query: string, onSearch: (q: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(query);
  const [debounced] = useDebouncedValue(text.trim(), 350);

  useEffect(() => {
    if (debounced !== query) onSearch(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    if (query !== text.trim()) setText(query);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return [text, setText];
}
