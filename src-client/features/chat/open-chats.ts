import { useEffect } from 'react';

/**
 * The orders whose chat is on screen in this tab: a chat page, or the chat inside the cafe's
 * order management panel. A new message there needs no toast, it shows where the person looks.
 */
const openChats = new Map<string, number>();

export function isChatOpen(orderId: string): boolean {
  return (openChats.get(orderId) ?? 0) > 0;
}

/** Marks `orderId`'s chat as on screen while the calling component is mounted. */
export function useOpenChat(orderId: string | undefined): void {
  useEffect(() => {
    if (!orderId) return;
    openChats.set(orderId, (openChats.get(orderId) ?? 0) + 1);
    return () => {
      const left = (openChats.get(orderId) ?? 1) - 1;
      if (left > 0) openChats.set(orderId, left);
      else openChats.delete(orderId);
    };
  }, [orderId]);
}
