import { CloseButton } from '@mantine/core';
import { Toaster, ToastBar, toast } from 'react-hot-toast';
import { TOAST_MS } from '@shared/constants';

/** Spec 1 §8: right-to-left toasts at the top right, closable, paused on hover, 5 s by default. */
export function Toasts() {
  return (
    <Toaster
      position="top-right"
      // The container is laid out left-to-right so "right" means right inside the RTL page,
      // and starts below the header so a toast never covers its buttons.
      containerStyle={{ direction: 'ltr', top: 72 }}
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
              {t.type !== 'loading' && (
                <CloseButton size="sm" aria-label="بستن" onClick={() => toast.dismiss(t.id)} />
              )}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
