import { useEffect, type CSSProperties } from 'react';
import { CloseButton } from '@mantine/core';
import { resolveValue, ToastBar, toast, useToaster } from 'react-hot-toast';
import { useLocation } from 'wouter';
import { TOAST_MS } from '@shared/constants';
import { TOAST_REGIONS, toastUrgency } from './toast-regions';
import { LABELS } from '@shared/labels';

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
 * For screen readers the shelf holds the toasts' live regions (`toast-regions.ts`), present from
 * the page's load: an error interrupts, anything else waits its turn.
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

  const onScreen = shown.slice(0, MAX_VISIBLE_TOASTS).map((t, index) => ({ t, index }));
  // The shelf holds two live regions, both in the page from its load and empty until a toast
  // shows (a live region added together with its first message is missed by some screen readers):
  // errors in an assertive one, the rest in a polite one. Each toast stands in exactly one of
  // them, so it is announced once and found once. Neither region is positioned: the older toasts
  // are placed against the deck around them, so the deck looks the same whichever holds which.
  return (
    <div style={shelfStyle} data-toast-shelf>
      <div style={{ position: 'relative', width: '100%', maxWidth: 400 }} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
        {TOAST_REGIONS.map((region) => (
          <div key={region.urgency} {...region.attributes} data-toast-region={region.urgency}>
            {onScreen
              .filter(({ t }) => toastUrgency(t.type) === region.urgency)
              .map(({ t, index }) => (
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
                        {/* The icon says nothing the text does not (an emoji would be read out). */}
                        <span aria-hidden="true" style={{ display: 'flex' }}>
                          {icon}
                        </span>
                        {/* No live role of its own: its region is the live one (it would be read twice). */}
                        <div style={messageStyle} data-toast>
                          {resolveValue(t.message, t)}
                        </div>
                        {t.type !== 'loading' && <CloseButton size="sm" aria-label={LABELS.close} onClick={() => toast.dismiss(t.id)} />}
                      </>
                    )}
                  </ToastBar>
                </div>
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}
