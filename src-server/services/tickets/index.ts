/**
 * Support tickets (issue 15). This folder owns the tickets, ticket_messages and ticket_counts
 * tables and the ticket notices (notification rows of type ticket_message). Invariants: status
 * changes follow TICKET_TRANSITIONS of src-shared/tickets/rules.ts and closed is final; a ticket row
 * carries its last message; every change writes message, row and notices in one transaction.
 * It may call services/notifications/ and services/lists/, and reads users by SQL; nothing else.
 */
export { createTicket, getTicket, replyToTicket, closeTicket } from './flow';
export { broadcastTickets } from './broadcast';
export { myTickets, myTicketSummary, adminTickets, adminTicketsQuery, recentTickets } from './lists';
export { countTicketsAwaitingSupport, ticketSummary } from './counts';
export { listTicketNotices, markTicketNoticesRead, markTicketNoticeRead } from './notices';
export { findRecipient } from './recipients';
