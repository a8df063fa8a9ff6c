import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where focus goes when a form's submit fails, so a keyboard or screen-reader user is taken to
 * the failure instead of being left on the page body: the first field marked invalid, else the
 * form's own error alert, else the field named `fallback` (the login's password, say, when the
 * server names no field). Spread `ref` on the <form> (or the card of a form without one) and call `focusFailure()` from the failure
 * handlers, client-side (Mantine's onSubmit's second argument) and server-side (onError).
 *
 * It runs in an effect after the render that shows the errors (and takes the submit button out
 * of its loading state), so it does not matter whether that button ever rendered as busy: a
 * server that answers before it does left focus on <body> when the button blurred and came
 * back within one frame, too fast for FocusRescue to see a control go away.
 */
export function useFailureFocus<Container extends HTMLElement = HTMLFormElement>(fallback?: string) {
  const ref = useRef<Container>(null);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    const form = ref.current;
    if (failures === 0 || !form) return;
    const shown = (selector: string) => [...form.querySelectorAll<HTMLElement>(selector)].find((el) => !el.matches(':disabled') && el.getClientRects().length > 0);
    const target = shown('[aria-invalid="true"]') ?? shown('[role="alert"]') ?? (fallback ? shown(`[name="${fallback}"]`) : undefined);
    if (!target) return;
    // An alert is not a Tab stop; it takes focus from here only, so that it is read.
    if (!target.matches('input, select, textarea, button, [tabindex]')) target.tabIndex = -1;
    target.focus();
  }, [failures, fallback]);

  const focusFailure = useCallback(() => setFailures((n) => n + 1), []);
  return { ref, focusFailure };
}
