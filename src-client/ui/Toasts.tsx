import { useEffect, type CSSProperties } from 'react';
import { CloseButton } from '@mantine/core';
import { resolveValue, ToastBar, toast, useToaster } from 'react-hot-toast';
import { useLocation } from 'wouter';
import { TOAST_MS } from '@shared/constants';

/** Spec 3: never more than three toasts on screen; the oldest go first. */
export const MAX_VISIBLE_TOASTS = 3;
/** A toast raised just before a navigation (e.g. "order placed", then the payment page) survives it. */
const NAVIGATION_GRACE_MS = 1_500;
/** How far each older toast peeks out below the newest one. */
const PEEK_PX = 5;

const shelfStyle: CSSProperties = {
  position: 'fixed',
  top: 6,
  insetInline: 8,
  zIndex: 1000,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
};

const barStyle: CSSProperties = {
  direction: 'rtl',
  fontFamily: 'Vazirmatn, Tahoma, sans-serif',
  fontSize: 14,
  lineHeight: 1.35,
  padding: '4px 8px',
  maxWidth: 'none',
  width: '100%',
  boxShadow: '0 3px 10px rgba(0, 0, 0, 0.18)',
};

/** Two lines at most, so a toast stays inside the header band. */
const messageStyle: CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  flex: 1,
  margin: '0 6px',
};

/**
 * Spec 1 §8: right-to-left toasts, closable, paused on hover, 5 s by default. They sit on the
 * header band (64 px), stacked as a deck — the newest in front, up to two older ones peeking
 * below it — so they cover neither a page's title nor its buttons, at the top or the bottom.
 * The shelf is the toasts' live region for screen readers, present from the page's load.
 */
export function Toasts() {
  const { toasts, handlers } = useToaster({ duration: TOAST_MS.default });
  const [location] = useLocation();
  // The store keeps the newest first.
  const shown = toasts.filter((t) => t.visible);

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  useEffect(() => {
    const now = Date.now();
    for (const t of toasts) if (t.visible && now - t.createdAt > NAVIGATION_GRACE_MS) toast.dismiss(t.id);
    // Only a change of page dismisses; the toasts list itself is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  const onScreen = shown.slice(0, MAX_VISIBLE_TOASTS);
  // The shelf is in the page from its load, empty until a toast shows: a live region added
  // together with its first message is missed by some screen readers. Each toast is announced
  // as a line added to it, and a loading toast that turns into its result as a change of text.
  return (
    <div style={shelfStyle} data-toast-shelf role="status" aria-live="polite">
      {shown.length > 0 && (
        <div style={{ position: 'relative', width: '100%', maxWidth: 400 }} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
          {onScreen.map((t, index) => (
            <div
              key={t.id}
              // ToastBar stays transparent until the toast's height is known.
              ref={(el) => {
                if (el && !t.height) handlers.updateHeight(t.id, el.getBoundingClientRect().height);
              }}
              style={
                index === 0
                  ? { position: 'relative', zIndex: MAX_VISIBLE_TOASTS, pointerEvents: 'auto' }
                  : {
                      position: 'absolute',
                      inset: 0,
                      top: index * PEEK_PX,
                      bottom: -index * PEEK_PX,
                      zIndex: MAX_VISIBLE_TOASTS - index,
                      transform: `scaleX(${1 - index * 0.04})`,
                      overflow: 'hidden',
                      borderRadius: 8,
                      pointerEvents: 'none',
                    }
              }
            >
              <ToastBar toast={t} position="top-center" style={{ ...barStyle, ...t.style, ...(index > 0 ? { height: '100%', filter: 'brightness(0.96)' } : {}) }}>
                {({ icon }) => (
                  <>
                    {icon}
                    {/* No live role of its own: the shelf is the region (it would be read twice). */}
                    <div style={messageStyle} data-toast>
                      {resolveValue(t.message, t)}
                    </div>
                    {t.type !== 'loading' && <CloseButton size="sm" aria-label="بستن" onClick={() => toast.dismiss(t.id)} />}
                  </>
                )}
              </ToastBar>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
