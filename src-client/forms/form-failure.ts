import { useCallback, useMemo } from 'react';
import { fieldErrorsOf } from '../errors';
import { useFailureFocus } from './failure-focus';

/** What a form's errors are set through: Mantine's form, or a form keeping its errors in state. */
interface ErrorsHolder {
  setErrors(errors: Record<string, string>): void;
}

interface Options {
  /** The field to focus when a refusal names none (see useFailureFocus). */
  fallback?: string;
  /** The server's field name → the form's, for a form that spells a field its own way. */
  rename?: (field: string) => string;
}

/**
 * The one rule for a refused submit: whoever refuses (the form's own check or the server), the
 * message is shown on its field and focus goes to the first field shown invalid. Spread `ref` on
 * the <form>; pass `invalid` as the second argument of Mantine's onSubmit (or call it after a
 * check of one's own) and call `refused(error)` from the mutation's onError; it answers whether
 * the server named a field, for a form that shows other refusals in an alert of its own.
 */
export function useFormFailure<Container extends HTMLElement = HTMLFormElement>(form: ErrorsHolder, { fallback, rename }: Options = {}) {
  const { ref, focusFailure } = useFailureFocus<Container>(fallback);
  const refused = useCallback(
    (error: unknown): boolean => {
      const named = Object.entries(fieldErrorsOf(error)).map(([field, message]) => [rename ? rename(field) : field, message] as const);
      form.setErrors(Object.fromEntries(named));
      focusFailure();
      return named.length > 0;
    },
    [form, rename, focusFailure],
  );
  return useMemo(() => ({ ref, invalid: focusFailure, refused }), [ref, focusFailure, refused]);
}
