import {
  adminTicketsInput,
  broadcastInput,
  createTicketInput,
  markTicketReadInput,
  myTicketsInput,
  noticeRef,
  recipientInput,
  replyTicketInput,
  ticketNoticesInput,
  ticketRef,
} from '@shared/tickets/rules';
import { authedProcedure, roleProcedure, router } from '../trpc';
import * as tickets from '../services/tickets';

const adminProcedure = roleProcedure('admin');

/** Support tickets (issue 15): rules in services/tickets/, schemas in src-shared/tickets/rules.ts. */
export const ticketsRouter = router({
  create: authedProcedure.input(createTicketInput).mutation(({ ctx, input }) => tickets.createTicket(ctx.db, ctx.user, input, ctx.now())),
  my: authedProcedure.input(myTicketsInput).query(({ ctx, input }) => tickets.myTickets(ctx.db, ctx.user.id, input)),
  mySummary: authedProcedure.query(({ ctx }) => tickets.myTicketSummary(ctx.db, ctx.user.id)),
  byId: authedProcedure.input(ticketRef).query(({ ctx, input }) => tickets.getTicket(ctx.db, ctx.user, input.id)),
  reply: authedProcedure
    .input(replyTicketInput)
    .mutation(({ ctx, input }) => tickets.replyToTicket(ctx.db, ctx.user, input.id, input.message, ctx.now())),
  close: authedProcedure.input(ticketRef).mutation(({ ctx, input }) => tickets.closeTicket(ctx.db, ctx.user, input.id, ctx.now())),

  notices: authedProcedure.input(ticketNoticesInput).query(({ ctx, input }) => tickets.listTicketNotices(ctx.db, ctx.user.id, input.all)),
  markRead: authedProcedure.input(markTicketReadInput).mutation(({ ctx, input }) => tickets.markTicketNoticesRead(ctx.db, ctx.user.id, input.ticket_id)),
  markNoticeRead: authedProcedure.input(noticeRef).mutation(({ ctx, input }) => tickets.markTicketNoticeRead(ctx.db, ctx.user.id, input.id)),

  broadcast: adminProcedure.input(broadcastInput).mutation(({ ctx, input }) => tickets.broadcastTickets(ctx.db, ctx.user, input, ctx.now())),
  adminList: adminProcedure.input(adminTicketsInput).query(({ ctx, input }) => tickets.adminTickets(ctx.db, input)),
  adminById: adminProcedure.input(ticketRef).query(({ ctx, input }) => tickets.getTicket(ctx.db, ctx.user, input.id)),
  adminRecent: adminProcedure.query(({ ctx }) => tickets.recentTickets(ctx.db)),
  findRecipient: adminProcedure.input(recipientInput).query(({ ctx, input }) => tickets.findRecipient(ctx.db, input.username)),
  adminSummary: adminProcedure.query(({ ctx }) => tickets.ticketSummary(ctx.db)),
});
