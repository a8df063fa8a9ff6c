import { Anchor } from '@mantine/core';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';

/** A category select's error when the categories could not be read: an empty select said nothing. */
export function CategoriesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <span data-testid="categories-load-error">
      {CATALOGUE_MSG.categoriesLoadFailed}،{' '}
      <Anchor component="button" type="button" size="xs" onClick={onRetry}>
        تلاش دوباره
      </Anchor>
    </span>
  );
}
