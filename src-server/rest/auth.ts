import type { RestRoute } from './table';

// Spec 1 §7: authentication and account paths. Payload field names are the spec's.
export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/register',
    status: 201,
    call: async (api, { body }) => {
      const { message, user } = await api.auth.register(body);
      return { message, ...user };
    },
  },
  {
    method: 'POST',
    path: '/auth/login',
    call: async (api, { body }) => {
      const { access_token, token_type, role } = await api.auth.login(body);
      return { access_token, token_type, role };
    },
  },
  { method: 'GET', path: '/user/me', call: (api) => api.auth.me() },
  { method: 'GET', path: '/auth/me', call: (api) => api.auth.me() },
  { method: 'GET', path: '/user/:id', call: (api, { params }) => api.auth.userById({ id: params.id! }) },
  {
    method: 'GET',
    path: '/auth/phone-hint/:username',
    call: (api, { params }) => api.auth.phoneHint({ username: params.username! }),
  },
  { method: 'POST', path: '/auth/request-password-reset', call: (api, { body }) => api.auth.requestPasswordReset(body) },
  { method: 'POST', path: '/auth/resend-reset-code', call: (api, { body }) => api.auth.resendResetCode(body) },
  { method: 'POST', path: '/auth/verify-reset-code', call: (api, { body }) => api.auth.verifyResetCode(body) },
  { method: 'POST', path: '/auth/reset-password', call: (api, { body }) => api.auth.resetPassword(body) },
  { method: 'POST', path: '/auth/change-password', call: (api, { body }) => api.auth.changePassword(body) },
];
