import { z } from 'zod';
import { LIMITS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { changePasswordInput, loginInput, registerInput, resetPasswordInput, resetRequestInput, verifyResetCodeInput } from '@shared/auth/schemas';
import type { RestRoute } from './table';
import type { RouteDoc } from './doc';
import { loginAnswer, meAnswer, registerAnswer, userAnswer } from './answers';

// Spec 1 §7: authentication and account paths. Payload field names are the spec's.

const resetAnswer = z.looseObject({ message: z.string(), resend_after_seconds: z.number().int(), expires_in_seconds: z.number().int() });
// Open to an account that must still change its one-time password: no 403 here.
const me: RouteDoc = { tag: 'auth', summary: 'The signed-in account', access: 'signed-in', answer: meAnswer, notErrors: [403] };

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/register',
    status: 201,
    doc: {
      tag: 'auth',
      summary: 'Register a customer or a cafe account',
      access: 'public',
      body: registerInput,
      answer: registerAnswer,
      // A taken username or phone is a 409; too many new accounts from one address in an hour a 429.
      errors: [409, 429],
      example: {
        body: { username: 'ali_rezaei', password: 'secret-pass', phone: '09121234567', email: 'ali@example.com', role: 'user' },
        answer: {
          message: MSG.registerSuccess,
          id: '665f1c2e9a1b2c3d4e5f6a7b',
          _id: '665f1c2e9a1b2c3d4e5f6a7b',
          username: 'ali_rezaei',
          name: 'ali_rezaei',
          role: 'user',
          phone: '09121234567',
          email: 'ali@example.com',
          must_change_password: false,
          created_at: '2026-11-23T10:00:00.000Z',
        },
      },
    },
    call: async (api, { body }) => {
      const { message, user } = await api.auth.register(body);
      return { message, ...user };
    },
  },
  {
    method: 'POST',
    path: '/auth/login',
    doc: {
      tag: 'auth',
      summary: 'Sign in: a Bearer token for every other call',
      description: 'JSON, or an OAuth2-style form (application/x-www-form-urlencoded) with the same fields.',
      access: 'public',
      body: loginInput,
      bodyType: 'json-or-form',
      answer: loginAnswer,
      errors: [401, 403, 429],
      example: { body: { username: 'ali_rezaei', password: 'secret-pass' }, answer: { access_token: 'eyJhbGciOiJIUzI1NiJ9.e30.x', token_type: 'bearer', role: 'user' } },
    },
    call: async (api, { body }) => {
      const { access_token, token_type, role } = await api.auth.login(body);
      return { access_token, token_type, role };
    },
  },
  { method: 'GET', path: '/user/me', doc: me, call: (api) => api.auth.me() },
  { method: 'GET', path: '/auth/me', doc: me, call: (api) => api.auth.me() },
  {
    method: 'GET',
    path: '/user/:id',
    doc: { tag: 'auth', summary: 'Another account\'s public name and role', access: 'signed-in', answer: userAnswer },
    call: (api, { params }) => api.auth.userById({ id: params.id! }),
  },
  {
    method: 'GET',
    path: '/auth/phone-hint/:username',
    doc: {
      tag: 'auth',
      summary: 'The masked phone of an account (forgot-password step 1)',
      access: 'public',
      params: { username: z.string().min(1).max(LIMITS.usernameMax) },
      answer: z.object({ phone_hint: z.string().nullable() }),
      errors: [429],
    },
    call: (api, { params }) => api.auth.phoneHint({ username: params.username! }),
  },
  {
    method: 'POST',
    path: '/auth/request-password-reset',
    doc: { tag: 'auth', summary: 'Send a reset code by SMS', access: 'public', body: resetRequestInput, answer: resetAnswer, errors: [429] },
    call: (api, { body }) => api.auth.requestPasswordReset(body),
  },
  {
    method: 'POST',
    path: '/auth/resend-reset-code',
    doc: { tag: 'auth', summary: 'Send the reset code again', access: 'public', body: resetRequestInput, answer: resetAnswer, errors: [429] },
    call: (api, { body }) => api.auth.resendResetCode(body),
  },
  {
    method: 'POST',
    path: '/auth/verify-reset-code',
    doc: {
      tag: 'auth',
      summary: 'Check a reset code',
      access: 'public',
      body: verifyResetCodeInput,
      answer: z.looseObject({ message: z.string(), valid: z.literal(true) }),
      errors: [400, 429],
    },
    call: (api, { body }) => api.auth.verifyResetCode(body),
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    doc: { tag: 'auth', summary: 'Set a new password with a reset code', access: 'public', body: resetPasswordInput, answer: z.looseObject({ message: z.string() }), errors: [400, 429] },
    call: (api, { body }) => api.auth.resetPassword(body),
  },
  {
    method: 'POST',
    path: '/auth/change-password',
    doc: {
      tag: 'auth',
      summary: 'Change one\'s password (other sessions are signed out; a new token is answered)',
      access: 'signed-in',
      body: changePasswordInput,
      answer: z.looseObject({ message: z.string(), access_token: z.string() }),
      // Wrong current passwords count under the login throttle (a stolen session cannot guess it).
      errors: [400, 429],
      notErrors: [403],
    },
    call: (api, { body }) => api.auth.changePassword(body),
  },
];
