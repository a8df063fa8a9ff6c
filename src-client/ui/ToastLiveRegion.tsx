import type { CSSProperties } from 'react';
import { resolveValue, type Toast } from 'react-hot-toast';

/** Out of sight, still read: the usual visually-hidden box. */
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The toasts, for screen readers. A live region added to the page together with its first
 * message is missed by some screen readers, so these two are in the page from its load (App
 * renders them always) and a toast is announced as a line added to one: errors at once
 * (assertive), the rest when the reader is free (polite). A loading toast that turns into its
 * result changes its line, which is announced too. The visible toasts carry no live role of
 * their own, or each would be read twice.
 */
export function ToastLiveRegion({ toasts }: { toasts: Toast[] }) {
  const line = (t: Toast) => <div key={t.id}>{resolveValue(t.message, t)}</div>;
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="false" style={hidden} data-toast-live="polite">
        {toasts.filter((t) => t.type !== 'error').map(line)}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" style={hidden} data-toast-live="assertive">
        {toasts.filter((t) => t.type === 'error').map(line)}
      </div>
    </>
  );
}
