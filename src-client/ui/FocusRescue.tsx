import { useEffect } from 'react';
import { MAIN_ID } from './PageAnnouncer';

/**
 * Marks a place focus may land on when the control a person was on goes away: a send button's
 * message box, a list. Spread it on the element (`<Textarea {...focusLanding} />`).
 */
export const focusLanding = { 'data-focus-landing': '' } as const;

/**
 * Marks a list whose children are rows with their own buttons (a table's body, a list of cards).
 * When a row's control goes away, focus lands in the list rather than on a heading: on the row
 * itself while it is still there (the control turned busy, or changed with the row's status),
 * else on the same control of the row that took its place (the next row, or the last one), so
 * a person deleting lines one by one stays on the delete buttons. A row standing in for a busy
 * button hands focus back to that button when it is usable again (the action failed), as long as
 * focus is still on the row.
 */
export const focusRows = { 'data-focus-rows': '' } as const;

/** Where focus was in a row list: the list, the row and its place, and which of its controls. */
interface RowSpot {
  list: HTMLElement;
  row: HTMLElement;
  index: number;
  control: number;
  /** The control itself, so a row standing in for a busy button can hand focus back to it. */
  el: HTMLElement | null;
}

/** Where focus was: the element, its ancestors then (it may be detached by now) and the page. */
interface Place {
  el: HTMLElement;
  ancestors: HTMLElement[];
  href: string;
  row: RowSpot | null;
}

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** A row focused as a stand-in for its control remembers which control that was: its place and the element. */
const standIns = new WeakMap<HTMLElement, { control: number; el: HTMLElement | null }>();

const DIALOG = '[role="dialog"], [aria-modal="true"]';

function placeOf(el: HTMLElement): Place {
  const ancestors: HTMLElement[] = [];
  for (let p = el.parentElement; p; p = p.parentElement) ancestors.push(p);
  return { el, ancestors, href: location.href, row: rowSpotOf(el) };
}

function rowSpotOf(el: HTMLElement): RowSpot | null {
  const list = el.parentElement?.closest<HTMLElement>('[data-focus-rows]');
  if (!list) return null;
  let row = el;
  while (row.parentElement !== list) row = row.parentElement!;
  const control = row === el ? (standIns.get(row)?.control ?? -1) : controlsIn(row).indexOf(el);
  return { list, row, index: [...list.children].indexOf(row), control, el: row === el ? (standIns.get(row)?.el ?? null) : el };
}

function controlsIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter((c) => !unusable(c));
}

/** Headings and rows are not Tab stops; they take focus from a script only. */
function focusable(el: HTMLElement): HTMLElement {
  if (!el.matches(CONTROLS) && !el.hasAttribute('tabindex')) el.tabIndex = -1;
  return el;
}

/** The landing inside a row list (`focusRows`), or null when the list is gone or empty. */
function landingInRows(spot: RowSpot): HTMLElement | null {
  if (spot.row.isConnected) {
    standIns.set(spot.row, { control: spot.control, el: spot.el });
    return focusable(spot.row);
  }
  if (!spot.list.isConnected) return null;
  const rows = [...spot.list.children] as HTMLElement[];
  const next = rows[Math.min(spot.index, rows.length - 1)];
  if (!next) return null;
  return controlsIn(next)[spot.control] ?? focusable(next);
}

/**
 * A row standing in for its button while the button was busy, when that same button is usable
 * again (the action failed): the button. Null when focus has left the row, or the button went
 * away or changed with the row's status (the row then keeps focus and reads its new state).
 */
function buttonBack(row: HTMLElement): HTMLElement | null {
  const el = standIns.get(row)?.el;
  return el && row.contains(el) && !unusable(el) ? el : null;
}

function unusable(el: HTMLElement): boolean {
  return !el.isConnected || el.matches(':disabled') || el.getClientRects().length === 0;
}

/** The nearest sensible stop: in a row list its row or the next, else a marked landing, else the heading of the section it was in, else the page. */
function landingNear(place: Place): HTMLElement | null {
  if (!unusable(place.el)) return place.el;
  const inRows = place.row && landingInRows(place.row);
  if (inRows) return inRows;
  const anchor = place.el.isConnected ? place.el.parentElement : place.ancestors.find((a) => a.isConnected);
  if (!anchor) return null;
  const scope = anchor.closest<HTMLElement>(DIALOG) ?? document.getElementById(MAIN_ID);
  if (!scope || !scope.contains(anchor)) return null;
  for (let node: HTMLElement | null = anchor; node && scope.contains(node); node = node.parentElement) {
    const marked = [...node.querySelectorAll<HTMLElement>('[data-focus-landing]')].find((m) => !unusable(m));
    if (marked) return focusable(marked);
  }
  const headings = [...scope.querySelectorAll<HTMLElement>('h1, h2, h3, h4')].filter(
    (h) => !unusable(h) && (h.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING || h.contains(anchor)),
  );
  const heading = headings.at(-1);
  if (heading) return focusable(heading);
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
    // The row this watcher put focus on in place of its busy button, while focus stays there.
    let standingRow: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || event.target === document.body) return;
      last = placeOf(event.target);
      if (event.target !== standingRow) standingRow = null;
      if (!event.target.closest(DIALOG)) outsideDialogs = last;
    };

    const rescue = () => {
      const active = document.activeElement;
      if (standingRow && active === standingRow) {
        const back = buttonBack(standingRow);
        if (back) {
          standingRow = null;
          back.focus({ preventScroll: true });
          return;
        }
      }
      if (!last || (active && active !== document.body) || last.href !== location.href) return;
      // Focus left a control that is still there and usable: a click on the page, not a loss.
      if (!unusable(last.el)) return;
      // A control in a dialog that has closed: go back to where the dialog was opened from.
      const dialog = last.el.closest(DIALOG);
      const from = dialog && !dialog.isConnected && outsideDialogs?.href === location.href ? outsideDialogs : last;
      const landing = landingNear(from);
      if (landing && standIns.has(landing)) standingRow = landing;
      landing?.focus({ preventScroll: true });
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
