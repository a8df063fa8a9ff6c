import { z } from 'zod';
import { categoryLabel } from '@shared/catalogue/categories';
import { CATALOGUE } from '@shared/catalogue/constants';
import { cafeProfilesInput, createTaskInput, servicesInput, taskCategorySchema, updateCafeProfileInput } from '@shared/catalogue/schemas';
import type { RouteDoc } from './doc';
import { cafeAnswer, categoryAnswer, taskAnswer } from './answers';
import { parseDecimalInteger } from '@shared/text/digits';
import { fractionParam, numberParam } from './params';
import { formatMinutes, parseDuration } from '@shared/catalogue/durations';
import { tomanToRials } from '@shared/wallet/money';
import type { RestRequest, RestRoute } from './table';
import { pagedList } from './list-response';

// Spec 1 §7 and spec 2 §7: cafes, categories, services and the cafe's own profile and catalogue.
// Field names are the spec's; task prices are toman here (DOMAIN.md §3), rials on tRPC.
// Estimated times are minutes in `default_estimated_time` / `estimated_time` (docs/decisions.md).

interface TaskLike {
  id: string;
  cafe_id: string;
  title: string;
  category: string;
  base_price: number;
  estimated_minutes: number | null;
}

/** A task as the old clients read it: toman, both name spellings, the time in minutes and words. */
function restTask<T extends TaskLike>(task: T) {
  return {
    ...task,
    name: task.title,
    coffenet_id: task.cafe_id,
    base_price: task.base_price / 10,
    category_label: categoryLabel(task.category),
    default_estimated_time: task.estimated_minutes,
    estimated_time: task.estimated_minutes,
    estimated_time_label: task.estimated_minutes == null ? null : formatMinutes(task.estimated_minutes),
  };
}

function restCafe<T extends { id: string; tasks?: TaskLike[] }>(cafe: T) {
  return { ...cafe, cafe_id: cafe.id, ...(cafe.tasks ? { tasks: cafe.tasks.map(restTask) } : {}) };
}

/** A query number: absent stays absent; anything else goes to the schema, which rejects non-numbers. */
function num(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return numberParam(value) as number | undefined; // text that is not a whole number reaches the schema, which refuses it
}

function bool(value: string | undefined): unknown {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

/** A toman price from a JSON body becomes rials once; a non-number is passed on for the schema to refuse. */
function tomanBody(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = parseDecimalInteger(value);
    return parsed === null ? value : tomanToRials(parsed);
  }
  return typeof value === 'number' && Number.isInteger(value) ? tomanToRials(value) : value;
}

/** The lists' query names for the procedures' fields, for a 422's `errors`. */
const LIST_ERROR_FIELDS = { pageSize: ['page_size', 'limit'], minRating: 'min_rating', maxMinutes: 'max_time' };

function paging({ query }: RestRequest) {
  return { page: num(query.page), pageSize: num(query.page_size ?? query.limit) };
}

/** The lists' page query: `limit` stays a documented alias of `page_size`, as the store's list and the old clients spell it. */
function pagingQuery(pageSize: z.ZodType) {
  return {
    page_size: pageSize.optional(),
    limit: pageSize.optional().describe('Old spelling of page_size (page_size wins when both are sent)'),
  };
}

const ID = '{[0-9a-f]{24}}';

// ---- what the document says (issue 17) ----

const CAFE = ['coffenet'] as const;
const categoriesDoc: RouteDoc = { tag: 'catalogue', summary: 'The service categories', access: 'public', answer: z.array(categoryAnswer) };
/** The REST spelling of createTaskInput: toman, and the time in minutes under the spec's name. */
const createTaskBody = createTaskInput.omit({ base_price: true, estimated_minutes: true }).extend({
  base_price: z.number().int().min(0).describe('Toman (whole); stored as rials'),
  default_estimated_time: z.union([z.number().int().positive(), z.string()]).nullish().describe('Minutes, or text like "2 ساعت"'),
  estimated_time: z.union([z.number().int().positive(), z.string()]).nullish().describe('Old spelling of default_estimated_time'),
});

export const catalogueRoutes: RestRoute[] = [
  { method: 'GET', path: '/category', doc: categoriesDoc, call: (api) => api.catalogue.categories() },
  { method: 'GET', path: '/category/', doc: categoriesDoc, call: (api) => api.catalogue.categories() },

  // Literal paths before /coffenet/{cafeId}; the id pattern leaves other areas' /coffenet/... paths alone.
  { method: 'GET', path: '/coffenet/top', doc: { tag: 'catalogue', summary: 'The top-rated cafes with their services (prices in toman)', access: 'public', answer: z.array(cafeAnswer) }, call: async (api) => (await api.catalogue.topCafes()).map(restCafe) },
  { method: 'GET', path: '/coffenet/tasks', doc: { tag: 'cafe', summary: 'The cafe\'s own services', access: CAFE, answer: z.array(taskAnswer) }, call: async (api) => (await api.catalogue.myTasks()).map(restTask) },
  {
    method: 'POST',
    path: '/coffenet/tasks',
    doc: {
      tag: 'cafe',
      summary: 'Add a service (base_price in toman, the time in minutes)',
      access: CAFE,
      body: createTaskBody,
      answer: taskAnswer,
      errors: [409],
    },
    status: 201,
    errorFields: { estimated_minutes: ['default_estimated_time', 'estimated_time'] },
    call: async (api, { body }) =>
      restTask(
        await api.catalogue.createTask({
          title: body.title,
          category: body.category,
          base_price: tomanBody(body.base_price) as number,
          estimated_minutes: parseDuration(body.default_estimated_time ?? body.estimated_time) as number | null,
          description: body.description,
        }),
      ),
  },
  { method: 'DELETE', path: '/coffenet/tasks/:id', doc: { tag: 'cafe', summary: 'Delete one of the cafe\'s services', access: CAFE, answer: z.looseObject({ success: z.literal(true), message: z.string() }) }, errorFields: { taskId: 'id' }, call: (api, { params }) => api.catalogue.deleteTask({ taskId: params.id! }) },
  {
    method: 'GET',
    path: '/coffenet/category/:category',
    doc: {
      tag: 'catalogue',
      summary: 'Active cafes offering a category',
      access: 'public',
      params: { category: taskCategorySchema },
      query: z.object({ q: z.string().max(CATALOGUE.searchMax).optional() }),
      answer: z.array(cafeAnswer),
      notErrors: [404],
    },
    call: async (api, { params, query }) =>
      (await api.catalogue.cafesByCategory({ category: params.category as never, q: query.q })).map(restCafe),
  },
  {
    method: 'GET',
    path: '/coffenet/task/:taskId',
    doc: { tag: 'catalogue', summary: 'One service (base_price in toman)', access: 'public', answer: taskAnswer },
    call: async (api, { params }) => restTask(await api.catalogue.taskById({ taskId: params.taskId! })),
  },
  {
    method: 'GET',
    path: `/coffenet/:cafeId${ID}/tasks`,
    doc: { tag: 'catalogue', summary: 'A cafe\'s services', access: 'public', answer: z.array(taskAnswer), notErrors: [422] },
    call: async (api, { params }) => (await api.catalogue.tasksOfCafe({ cafeId: params.cafeId! })).map(restTask),
  },
  {
    method: 'GET',
    path: `/coffenet/:cafeId${ID}`,
    doc: { tag: 'catalogue', summary: 'A cafe with its services', access: 'public', answer: cafeAnswer, notErrors: [422] },
    call: async (api, { params }) => restCafe(await api.catalogue.cafeById({ cafeId: params.cafeId! })),
  },

  // Lists answer the page asked for (?page=&page_size=) as a plain list, as the old clients expect,
  // with the number of all matches in X-Total-Count.
  {
    method: 'GET',
    path: '/service/coffenet-profiles',
    doc: {
      tag: 'catalogue',
      summary: 'Cafe profile cards, a page at a time',
      access: 'public',
      query: z.object({
        active: z.boolean().optional(),
        q: z.string().max(CATALOGUE.searchMax).optional(),
        category: taskCategorySchema.optional(),
        min_rating: z.number().min(0).max(5).optional(),
        page: cafeProfilesInput.shape.page.optional(),
        ...pagingQuery(cafeProfilesInput.shape.pageSize),
      }),
      answer: z.array(cafeAnswer),
      answerKind: 'page',
    },
    errorFields: LIST_ERROR_FIELDS,
    call: async (api, req) => {
      const { query } = req;
      const page = await api.catalogue.cafeProfiles({
        ...paging(req),
        active: bool(query.active) as boolean | undefined,
        q: query.q,
        category: query.category as never,
        minRating: fractionParam(query.min_rating) as number | undefined,
      });
      return pagedList(page.items.map(restCafe), page.total);
    },
  },
  {
    method: 'GET',
    path: '/service/services',
    doc: {
      tag: 'catalogue',
      summary: 'Services of all active cafes: search, filters, sort, a page at a time (prices in toman)',
      access: 'public',
      query: z.object({
        q: z.string().max(CATALOGUE.searchMax).optional(),
        category: taskCategorySchema.optional(),
        min_rating: z.number().min(0).max(5).optional(),
        max_time: z.number().int().positive().optional().describe('Minutes'),
        sort: servicesInput.shape.sort.optional(),
        page: servicesInput.shape.page.optional(),
        ...pagingQuery(servicesInput.shape.pageSize),
      }),
      answer: z.array(taskAnswer),
      answerKind: 'page',
    },
    errorFields: LIST_ERROR_FIELDS,
    call: async (api, req) => {
      const { query } = req;
      const page = await api.catalogue.services({
        ...paging(req),
        q: query.q,
        category: query.category as never,
        minRating: fractionParam(query.min_rating) as number | undefined,
        maxMinutes: num(query.max_time),
        sort: query.sort as never,
      });
      return pagedList(page.items.map(restTask), page.total);
    },
  },

  { method: 'GET', path: '/profile/coffenet', doc: { tag: 'cafe', summary: 'The cafe\'s own profile', access: CAFE, answer: cafeAnswer }, call: async (api) => restCafe(await api.catalogue.myProfile()) },
  {
    method: 'PUT',
    path: '/profile/coffenet',
    doc: { tag: 'cafe', summary: 'Change the cafe\'s profile (fields left out stay)', access: CAFE, body: updateCafeProfileInput, answer: cafeAnswer.extend({ message: z.string() }) },
    call: async (api, { body }) => {
      const { message, profile } = await api.catalogue.updateMyProfile({
        cafe_name: body.cafe_name,
        owner_name: body.owner_name,
        phone: body.phone,
        address: body.address,
        instagram: body.instagram,
        telegram: body.telegram,
        whatsapp: body.whatsapp,
      });
      return { message, ...restCafe(profile) };
    },
  },
];
