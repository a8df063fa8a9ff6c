import {
  cafeIdInput,
  cafeProfilesInput,
  cafesByCategoryInput,
  createTaskInput,
  servicesInput,
  taskIdInput,
  updateCafeProfileInput,
} from '@shared/catalogue/schemas';
import { publicProcedure, roleProcedure, router } from '../trpc';
import * as directory from '../services/cafes/directory';
import * as profile from '../services/cafes/profile';
import * as tasks from '../services/cafes/tasks';
import { searchServices } from '../services/cafes/service-search';
import { listCategories } from '../services/cafes/categories';

const coffenetProcedure = roleProcedure('coffenet');

/** Cafes and their services: public browsing, and each cafe's own profile and catalogue. Rials in and out. */
export const catalogueRouter = router({
  categories: publicProcedure.query(({ ctx }) => listCategories(ctx.db)),
  cafeById: publicProcedure.input(cafeIdInput).query(({ ctx, input }) => directory.getCafeById(ctx.db, input.cafeId)),
  topCafes: publicProcedure.query(({ ctx }) => directory.topCafes(ctx.db)),
  cafesByCategory: publicProcedure.input(cafesByCategoryInput).query(({ ctx, input }) => directory.cafesByCategory(ctx.db, input)),
  tasksOfCafe: publicProcedure.input(cafeIdInput).query(({ ctx, input }) => tasks.listTasksOfCafe(ctx.db, input.cafeId)),
  taskById: publicProcedure.input(taskIdInput).query(({ ctx, input }) => tasks.getTask(ctx.db, input.taskId)),
  cafeProfiles: publicProcedure.input(cafeProfilesInput).query(({ ctx, input }) => directory.listCafeProfiles(ctx.db, input)),
  services: publicProcedure.input(servicesInput).query(({ ctx, input }) => searchServices(ctx.db, input)),

  myProfile: coffenetProcedure.query(({ ctx }) => profile.getMyProfile(ctx.db, ctx.user)),
  updateMyProfile: coffenetProcedure
    .input(updateCafeProfileInput)
    .mutation(({ ctx, input }) => profile.updateMyProfile(ctx.db, ctx.user, input, ctx.now())),
  myTasks: coffenetProcedure.query(({ ctx }) => tasks.listOwnTasks(ctx.db, ctx.user.id)),
  createTask: coffenetProcedure.input(createTaskInput).mutation(({ ctx, input }) => tasks.createTask(ctx.db, ctx.user.id, input, ctx.now())),
  deleteTask: coffenetProcedure.input(taskIdInput).mutation(({ ctx, input }) => tasks.deleteTask(ctx.db, ctx.user.id, input.taskId)),
});
