import { useEffect } from 'react';
import { MAIN_ID } from './PageAnnouncer';

/**
 * Marks a place focus may land on when the control a person was on goes away: a send button's
 * message box, a list. Spread it on the element (`<Textarea {...focusLanding} />`).
 */
export const focusLanding = { 'data-focus-landing': '' } as const;

/** Where focus was: the element, its ancestors then (it may be detached by now) and the page. */
interface Place {
  el: HTMLElement;
  ancestors: HTMLElement[];
  href: string;
}

const DIALOG = '[role="dialog"], [aria-modal="true"]';

function placeOf(el: HTMLElement): Place {
  const ancestors: HTMLElement[] = [];
  for (let p = el.parentElement; p; p = p.parentElement) ancestors.push(p);
  return { el, ancestors, href: location.href };
}

function unusable(el: HTMLElement): boolean {
  return !el.isConnected || el.matches(':disabled') || el.getClientRects().length === 0;
}

/** The nearest sensible stop: a marked landing, else the heading of the section it was in, else the page. */
function landingNear(place: Place): HTMLElement | null {
  if (!unusable(place.el)) return place.el;
  const anchor = place.el.isConnected ? place.el.parentElement : place.ancestors.find((a) => a.isConnected);
  if (!anchor) return null;
  const scope = anchor.closest<HTMLElement>(DIALOG) ?? document.getElementById(MAIN_ID);
  if (!scope || !scope.contains(anchor)) return null;
  for (let node: HTMLElement | null = anchor; node && scope.contains(node); node = node.parentElement) {
    const marked = [...node.querySelectorAll<HTMLElement>('[data-focus-landing]')].find((m) => !unusable(m));
    if (marked) return marked;
  }
  const headings = [...scope.querySelectorAll<HTMLElement>('h1, h2, h3, h4')].filter(
    (h) => !unusable(h) && (h.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING || h.contains(anchor)),
  );
  const heading = headings.at(-1);
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  }
  return scope;
}

/**
 * Focus that fell to the page body because the focused control was removed (a deleted row, a
 * dialog's confirm that closed it) or turned busy (a send button while it sends) is moved to a
 * nearby stop (`landingNear`), so a keyboard or screen-reader user stays where they were working.
 * One watcher for the whole app, mounted once in the layout; a page change is PageAnnouncer's.
 */
export function FocusRescue() {
  useEffect(() => {
    let last: Place | null = null;
    let outsideDialogs: Place | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || event.target === document.body) return;
      last = placeOf(event.target);
      if (!event.target.closest(DIALOG)) outsideDialogs = last;
    };

    const rescue = () => {
      const active = document.activeElement;
      if (!last || (active && active !== document.body) || last.href !== location.href) return;
      // Focus left a control that is still there and usable: a click on the page, not a loss.
      if (!unusable(last.el)) return;
      // A control in a dialog that has closed: go back to where the dialog was opened from.
      const dialog = last.el.closest(DIALOG);
      const from = dialog && !dialog.isConnected && outsideDialogs?.href === location.href ? outsideDialogs : last;
      landingNear(from)?.focus({ preventScroll: true });
    };

    // Checked after the browser's own focus fix-up, which runs with the next rendering update,
    // and after dialogs hand focus back (Mantine does so on a short timer).
    let pending = 0;
    const schedule = () => {
      if (pending) return;
      pending = window.requestAnimationFrame(() => {
        window.setTimeout(() => {
          pending = 0;
          rescue();
        }, 20);
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', schedule);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', schedule);
      if (pending) window.cancelAnimationFrame(pending);
    };
  }, []);
  return null;
}
