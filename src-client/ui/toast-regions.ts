import type { ToastType } from 'react-hot-toast';

export type ToastUrgency = 'polite' | 'assertive';

/**
 * An error is announced at once, interrupting (the person's action failed and they should know
 * before going on); success and news wait until the screen reader is quiet. A loading toast that
 * turns into an error moves to the assertive region and is announced there, once.
 */
export function toastUrgency(type: ToastType): ToastUrgency {
  return type === 'error' ? 'assertive' : 'polite';
}

/**
 * The two live regions of the toast shelf. `aria-atomic="false"` overrides the roles' implicit
 * `true`: otherwise each new toast made the screen reader read the whole region again, the older
 * toasts still on screen included.
 */
export const TOAST_REGIONS = [
  { urgency: 'polite', attributes: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'false' } },
  { urgency: 'assertive', attributes: { role: 'alert', 'aria-live': 'assertive', 'aria-atomic': 'false' } },
] as const satisfies readonly { urgency: ToastUrgency; attributes: Record<string, string> }[];
