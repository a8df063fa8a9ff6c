import {
  ADMIN_LIMITS,
  adminBlockInput,
  adminIdInput,
  adminOrderListInput,
  adminOrderStatusInput,
  adminRoleInput,
  adminUserListInput,
  auditListInput,
  auditPageInput,
  cafeActiveInput,
  cafeListInput,
  codeSearchInput,
  createCafeInput,
  financeListInput,
} from '@shared/admin/schemas';
import { roleProcedure, router } from '../trpc';
import { auditPage, listAudit } from '../services/audit/log';
import * as users from '../services/admin/users';
import * as cafes from '../services/admin/cafes';
import * as orders from '../services/admin/orders';
import * as finance from '../services/admin/finance';
import * as statistics from '../services/admin/statistics';

const adminProcedure = roleProcedure('admin');

/*
 * The admin console (issue 11): dashboard figures, users, cafes, all orders and finance. Every
 * procedure is admin-only; the rules live in services/admin/. The admin wallet's movements,
 * withdrawal decisions and fees stay in wallet.admin (routers/wallet-admin.ts).
 */
export const adminRouter = router({
  statistics: adminProcedure.query(({ ctx }) => statistics.adminStatistics(ctx.db, ctx.now())),
  recentOrders: adminProcedure.query(({ ctx }) => orders.recentOrders(ctx.db, ADMIN_LIMITS.recentOrders)),
  audit: adminProcedure.input(auditListInput).query(({ ctx, input }) => listAudit(ctx.db, input)),
  auditPage: adminProcedure.input(auditPageInput).query(({ ctx, input }) => auditPage(ctx.db, input)),

  users: adminProcedure.input(adminUserListInput).query(({ ctx, input }) => users.listUsers(ctx.db, input)),
  setRole: adminProcedure.input(adminRoleInput).mutation(({ ctx, input }) => users.setUserRole(ctx.db, ctx.user, input, ctx.now())),
  setBlocked: adminProcedure.input(adminBlockInput).mutation(({ ctx, input }) => users.setUserBlocked(ctx.db, ctx.user, input, ctx.now())),
  deleteUser: adminProcedure.input(adminIdInput).mutation(({ ctx, input }) => users.deleteUser(ctx.db, ctx.user, input.id, ctx.now())),

  cafes: adminProcedure.input(cafeListInput).query(({ ctx, input }) => cafes.listCafes(ctx.db, input)),
  cafeStatistics: adminProcedure.query(({ ctx }) => cafes.cafeStatistics(ctx.db, ctx.now())),
  cafeFinancialReport: adminProcedure.input(cafeListInput).query(({ ctx, input }) => cafes.financialReport(ctx.db, input, ctx.now())),
  cafeSummary: adminProcedure.query(({ ctx }) => cafes.summaryTiles(ctx.db, ctx.now())),
  cafeTransactions: adminProcedure.query(({ ctx }) => cafes.recentCafeTransactions(ctx.db, ADMIN_LIMITS.recentTransactions)),
  pendingPayments: adminProcedure.query(({ ctx }) => cafes.pendingPayments(ctx.db, ADMIN_LIMITS.recentTransactions)),
  setCafeActive: adminProcedure.input(cafeActiveInput).mutation(({ ctx, input }) => cafes.setCafeActive(ctx.db, ctx.user, input, ctx.now())),
  deleteCafe: adminProcedure.input(adminIdInput).mutation(({ ctx, input }) => cafes.deleteCafe(ctx.db, ctx.user, input.id, ctx.now())),
  createCafe: adminProcedure.input(createCafeInput).mutation(({ ctx, input }) => cafes.createCafe(ctx.db, ctx.user, input, ctx.now())),

  orders: adminProcedure.input(adminOrderListInput).query(({ ctx, input }) => orders.listOrders(ctx.db, ctx.user, input)),
  order: adminProcedure.input(adminIdInput).query(({ ctx, input }) => orders.orderDetail(ctx.db, ctx.user, input.id)),
  setOrderStatus: adminProcedure.input(adminOrderStatusInput).mutation(({ ctx, input }) => orders.changeOrderStatus(ctx.db, ctx.user, input, ctx.now())),

  financeStatistics: adminProcedure.query(({ ctx }) => statistics.financeStatistics(ctx.db, ctx.now())),
  incomeChart: adminProcedure.query(({ ctx }) => statistics.incomeChart(ctx.db, ctx.now())),
  financeOrders: adminProcedure.input(financeListInput).query(({ ctx, input }) => finance.orderPayments(ctx.db, input)),
  financeWithdrawals: adminProcedure.input(financeListInput).query(({ ctx, input }) => finance.cafeWithdrawals(ctx.db, input)),
  financeFees: adminProcedure.input(financeListInput).query(({ ctx, input }) => finance.cafeFeeSettlements(ctx.db, input)),
  searchCode: adminProcedure.input(codeSearchInput).query(({ ctx, input }) => finance.searchCode(ctx.db, input.code)),
});
