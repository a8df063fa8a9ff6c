import { useEffect, useRef, useState } from 'react';

/** Spec 3 §4: wallet modals close 1.5 s after success, showing the success text meanwhile. */
export function useCloseAfterSuccess(onClose: () => void, delayMs = 1500) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return {
    message,
    succeed(text: string) {
      setMessage(text);
      timer.current = setTimeout(() => {
        setMessage(null);
        onClose();
      }, delayMs);
    },
    reset: () => setMessage(null),
  };
}
