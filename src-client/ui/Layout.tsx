import { lazy, Suspense, type ReactNode } from 'react';
import { Container } from '@mantine/core';
import { Header } from './Header';
import { useSession } from '../session/useSession';
import { MAIN_ID, mainClassName, PageAnnouncer } from './PageAnnouncer';
import { FocusRescue } from './FocusRescue';

// Signed-in people only: its own chunk, not part of what a visitor downloads.
const RoleNav = lazy(() => import('./RoleNav'));

/**
 * A fixed header over the page (global.css `.app-header`, `.app-main`). Plain elements rather than
 * Mantine's AppShell, whose navbar, aside, resizing and scroll-lock code weighed about a quarter
 * of the entry chunk and none of which this layout uses (issue 13: the home page's initial JS).
 * `right-scroll-bar-position` is react-remove-scroll's class: a modal's scroll lock pads the fixed
 * header as it pads the page, so the header does not jump.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { token } = useSession();
  return (
    <>
      <PageAnnouncer />
      <FocusRescue />
      <header className="app-header right-scroll-bar-position">
        <Header />
      </header>
      {/* The role's navigation sits above <main>, not in it: the skip link and the focus after a
          navigation (ui/PageAnnouncer.tsx) land on the page itself, past those links too. */}
      <div className="app-main">
        <Container size="lg" px={0}>
          {token && (
            <Suspense fallback={null}>
              <RoleNav />
            </Suspense>
          )}
          <main id={MAIN_ID} tabIndex={-1} className={mainClassName}>
            {children}
          </main>
        </Container>
      </div>
    </>
  );
}
