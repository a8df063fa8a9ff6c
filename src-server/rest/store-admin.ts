import { z } from 'zod';
import { STORE_ADMIN_MSG } from '@shared/store/admin-messages';
import { PRODUCT_TYPES } from '@shared/store/products';
import { STORE_SALES_PAGE_SIZE, deleteFileInput, storeSalesInput } from '@shared/store/admin-schemas';
import { firstOf, numberParam } from './params';
import type { RestRoute } from './table';
import { digitalFileAnswer, storeSaleAnswer } from './answers';

/*
 * Spec 3 §7 "Store", the admin's JSON paths (prices are rials). The upload paths are in
 * store-uploads.ts (their field readers in store-admin-fields.ts), the media downloads in store-media.ts.
 */

const withUnderscoreId = <T extends { id: string }>(value: T) => ({ ...value, _id: value.id });
const ADMIN = ['admin'] as const;

/** The admin store's JSON paths and the buyer's file list (spec 3 §7 "Store", "Admin"). */
export const storeAdminRoutes: RestRoute[] = [
  {
    method: 'DELETE',
    path: '/store/products/:id',
    doc: { tag: 'store-admin', summary: 'Delete a product (archived instead once sold)', access: ADMIN, answer: z.looseObject({ success: z.literal(true), archived: z.boolean(), message: z.string() }) },
    call: async (api, { params }) => {
      const { archived } = await api.store.admin.remove({ id: params.id! });
      return { success: true, archived, message: archived ? STORE_ADMIN_MSG.productArchived : STORE_ADMIN_MSG.productDeleted };
    },
  },
  {
    method: 'DELETE',
    path: '/store/products/:id/digital-files',
    doc: {
      tag: 'store-admin',
      summary: 'Remove one file of a digital product',
      access: ADMIN,
      query: deleteFileInput.omit({ product_id: true }).partial(),
      answer: z.looseObject({ success: z.literal(true), message: z.string() }),
      errors: [409],
    },
    errorFields: { product_id: 'id' },
    call: async (api, { params, query }) => {
      await api.store.admin.deleteFile({ product_id: params.id!, file_url: query.file_url ?? null, file_id: query.file_id || null });
      return { success: true, message: STORE_ADMIN_MSG.fileDeleted };
    },
  },
  {
    method: 'DELETE',
    path: '/store/products/:id/lessons/:order',
    doc: {
      tag: 'store-admin',
      summary: 'Remove a lesson of a course',
      access: ADMIN,
      params: { order: z.number().int().min(1) },
      answer: z.looseObject({ success: z.literal(true), message: z.string() }),
    },
    errorFields: { product_id: 'id' },
    call: async (api, { params }) => {
      await api.store.admin.deleteLesson({ product_id: params.id!, order: numberParam(params.order) as number });
      return { success: true, message: STORE_ADMIN_MSG.lessonDeleted };
    },
  },
  {
    method: 'GET',
    path: '/store/digital-products/:id',
    doc: {
      tag: 'store',
      summary: 'A digital product one owns, with its download links',
      access: 'signed-in',
      answer: z.looseObject({
        id: z.string(),
        _id: z.string(),
        name: z.string(),
        description: z.string(),
        product_type: z.enum(PRODUCT_TYPES),
        image: z.string().nullable(),
        is_active: z.boolean(),
        files_info: z.array(digitalFileAnswer),
        files_count: z.number().int(),
        download_links: z.array(z.string()),
      }),
    },
    call: async (api, { params }) => {
      const view = await api.store.content.digital({ id: params.id! });
      return { ...withUnderscoreId(view), download_links: view.files_info.map((f) => f.url) };
    },
  },
  {
    method: 'GET',
    path: '/finance/admin/financial/store/statistics',
    doc: {
      tag: 'store-admin',
      summary: 'Store income figures (rials) and the latest sales',
      access: ADMIN,
      answer: z.looseObject({ total_income: z.number(), monthly_income: z.number(), paid_orders: z.number().int(), last_transactions: z.array(storeSaleAnswer) }),
    },
    call: async (api) => {
      const [stats, latest] = await Promise.all([api.store.admin.financeStats(), api.store.admin.sales({ skip: 0, limit: 10 })]);
      return { ...stats, last_transactions: latest.items.map((s) => ({ ...s, _id: s.id })) };
    },
  },
  {
    method: 'GET',
    path: '/finance/admin/store',
    doc: {
      tag: 'store-admin',
      summary: 'Store sales, filtered, a page at a time (rials)',
      access: ADMIN,
      query: z.object(storeSalesInput.shape).partial(),
      answer: z.looseObject({ sales: z.array(storeSaleAnswer), skip: z.number().int(), limit: z.number().int(), has_more: z.boolean() }),
    },
    call: async (api, { query }) => {
      const page = await api.store.admin.sales({
        skip: numberParam(query.skip) ?? 0,
        limit: numberParam(query.limit) ?? STORE_SALES_PAGE_SIZE,
        from_date: firstOf(query.from_date) ?? null,
        to_date: firstOf(query.to_date) ?? null,
        product_type: firstOf(query.product_type) ?? null,
        search: firstOf(query.search) ?? null,
      } as never);
      return { sales: page.items.map((s) => ({ ...s, _id: s.id })), skip: page.skip, limit: page.limit, has_more: page.has_more };
    },
  },
];
