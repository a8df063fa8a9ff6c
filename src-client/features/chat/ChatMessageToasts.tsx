import { useEffect } from 'react';
import { UnstyledButton } from '@mantine/core';
import toast from 'react-hot-toast';
import { useLocation } from 'wouter';
import { POLL_MS, TOAST_MS } from '@shared/constants';
import { orderChatPath } from '@shared/routes';
import { trpc } from '../../trpc';
import { useSession } from '../../session/useSession';
import { useLiveStatus } from '../../session/live-events';
import { rememberShownIds } from '../../session/shown-ids';
import { useSpeakerTab } from '../../session/tab-coordination';
import { chatToasts } from './chat-toasts';
import { isChatOpen } from './open-chats';

/** Message ids remembered per account; a few hundred cover every open chat. */
const KEEP = 300;

/**
 * Spec 1 §9: a new chat message toasts for 4 s (click opens the chat), once across tabs and
 * reloads, never for the chat already open. The list refreshes on each live chat event and every
 * 30 s while the stream is down (spec 1 §7). The first look on a browser only remembers what is
 * already unread: the bell and the order cards show that, a burst of old toasts would not help.
 */
export function ChatMessageToasts() {
  const { token, role } = useSession();
  const party = role === 'user' || role === 'coffenet' ? role : null;
  const me = trpc.auth.me.useQuery(undefined, { enabled: Boolean(token && party), retry: false });
  const live = useLiveStatus();
  const notices = trpc.chat.notifications.useQuery(undefined, {
    enabled: Boolean(token && party && me.data),
    refetchInterval: live ? false : POLL_MS.headerRefresh,
    retry: false,
  });
  const [location, navigate] = useLocation();
  const userId = me.data?.id;
  // One visible tab speaks for the browser (session/tab-coordination.ts).
  const speaking = useSpeakerTab(userId ? `chat_toasts:${userId}` : null);

  useEffect(() => {
    const data = notices.data;
    if (!data || !userId || !party || !speaking) return;
    const key = `chat_toasts:${userId}`;
    const firstLook = localStorage.getItem(key) === null;
    const fresh = new Set(rememberShownIds(key, data.map((n) => n.id), KEEP));
    if (firstLook) return;
    const onScreen = (orderId: string) => orderChatPath(party, orderId) === location || isChatOpen(orderId);
    for (const t of chatToasts(data, fresh, party, onScreen)) {
      const href = t.href;
      toast(
        (shown) =>
          href ? (
            <UnstyledButton
              fz="sm"
              onClick={() => {
                toast.dismiss(shown.id);
                navigate(href);
              }}
            >
              {t.text}
            </UnstyledButton>
          ) : (
            t.text
          ),
        { id: t.id, duration: TOAST_MS.chatMessage, icon: '✉️' },
      );
    }
    // The open chat is read when the list arrives, not again on each navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notices.data, userId, party, speaking]);
  return null;
}
