import { useEffect } from 'react';
import { CloseButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Toaster, ToastBar, toast, useToasterStore } from 'react-hot-toast';
import { useLocation } from 'wouter';
import { TOAST_MS } from '@shared/constants';

/** Spec 3: never more than three toasts on screen; the oldest go first. */
const MAX_VISIBLE = 3;
/** A toast raised just before a navigation (e.g. "order placed", then the payment page) survives it. */
const NAVIGATION_GRACE_MS = 1_500;

/**
 * Spec 1 §8: right-to-left toasts, closable, paused on hover, 5 s by default. They sit at the
 * bottom (the centre on phones, the left on wider screens), away from the page title and the
 * primary buttons that RTL pages put at the top and the right.
 */
export function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  const { toasts } = useToasterStore();
  const [location] = useLocation();

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  useEffect(() => {
    const now = Date.now();
    for (const t of toasts) if (t.visible && now - t.createdAt > NAVIGATION_GRACE_MS) toast.dismiss(t.id);
    // Only a change of page dismisses; the toasts list itself is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  return (
    <Toaster
      position={phone ? 'bottom-center' : 'bottom-left'}
      reverseOrder
      // The container is laid out left-to-right so "left" means left inside the RTL page.
      containerStyle={{ direction: 'ltr', bottom: 16 }}
      toastOptions={{
        duration: TOAST_MS.default,
        style: { direction: 'rtl', fontFamily: 'Vazirmatn, Tahoma, sans-serif', maxWidth: 420 },
      }}
    >
      {(t) => (
        <ToastBar toast={t}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              {t.type !== 'loading' && <CloseButton size="sm" aria-label="بستن" onClick={() => toast.dismiss(t.id)} />}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
