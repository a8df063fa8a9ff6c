import { useEffect, useRef } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { ROUTE_ACCESS, type RoutePath } from '@shared/routes';
import { documentTitle, NOT_FOUND_TITLE, PAGE_TITLES } from '@shared/page-titles';
import classes from './PageAnnouncer.module.css';

/** The id of the page's `<main>` (ui/Layout.tsx): the skip link's target and where focus lands after a navigation. */
export const MAIN_ID = 'main-content';
/** Layout gives `<main>` this class: no focus ring around the whole page when focus is moved to it. */
export const mainClassName = classes.main;

const PATTERNS = Object.keys(ROUTE_ACCESS) as RoutePath[];

/**
 * What a keyboard or screen-reader user needs from a change of page: the tab's title names the
 * page («<page> | کافی‌نت‌یار», from @shared/page-titles), a skip link is the first tab stop and
 * jumps over the header and role navigation, and after an in-app navigation focus moves to the
 * main region, so the new page is announced and the next Tab starts in it. Render it first in
 * the layout, before the header.
 */
export function PageAnnouncer() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const pattern = PATTERNS.find((p) => matchRoute(parser, p, location)[0]);
  const page = pattern ? PAGE_TITLES[pattern] : NOT_FOUND_TITLE;

  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);

  // Redirects made while the page loads (a guard sending a visitor to /login) are no navigation
  // of the user's: focus stays at the top of the document, where the skip link is the first stop.
  const interacted = useRef(false);
  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    document.addEventListener('keydown', mark, true);
    document.addEventListener('pointerdown', mark, true);
    return () => {
      document.removeEventListener('keydown', mark, true);
      document.removeEventListener('pointerdown', mark, true);
    };
  }, []);

  const shownPath = useRef(location);
  useEffect(() => {
    if (shownPath.current === location) return;
    shownPath.current = location;
    if (!interacted.current) return;
    // After the 10 ms in which a closing menu drawer or popover hands focus back to its trigger.
    const timer = window.setTimeout(() => document.getElementById(MAIN_ID)?.focus({ preventScroll: true }), 30);
    return () => window.clearTimeout(timer);
  }, [location]);

  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        // Focus without a "#main-content" in the address, which the router would keep.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      پرش به محتوای اصلی
    </a>
  );
}
