import { OrderStatusAnnouncer } from '../features/orders/OrderStatusAnnouncer';
import { TicketNoticeToasts } from '../features/tickets/TicketNoticeToasts';
import { ChatMessageToasts } from '../features/chat/ChatMessageToasts';
import { CartSync } from '../features/store/CartSync';
import { LiveEvents } from './live-events';

/**
 * What a signed-in tab runs in the background: the live event stream, order, ticket and chat
 * announcements, and the saved cart. Its own chunk, mounted only while a token is stored, so a
 * visitor who is not signed in never downloads it (each part also does nothing without a token).
 */
export default function SignedInServices() {
  return (
    <>
      <OrderStatusAnnouncer />
      <TicketNoticeToasts />
      <ChatMessageToasts />
      <CartSync />
      <LiveEvents />
    </>
  );
}
