import { z } from 'zod';
import { LIMITS, PASSWORD_RESET } from '../constants';
import { MSG } from '../messages';
import { REGISTRABLE_ROLES } from './roles';
import { normalizeDigits } from '../text/digits';
import { ID_PATTERN } from '../ids';

/** A required text field: trims, then reports the catalogue's "required" message when empty. */
const requiredText = () => z.string({ error: MSG.required }).trim().min(1, MSG.required);

export const usernameSchema = requiredText()
  .pipe(z.string().min(LIMITS.usernameMin, MSG.usernameMin).max(LIMITS.usernameMax, MSG.usernameMax))
  .pipe(z.string().regex(/^[\p{L}\p{N}._-]+$/u, MSG.usernameChars));

export const passwordSchema = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(LIMITS.passwordMin, MSG.passwordMin)
  .max(LIMITS.passwordMax, MSG.passwordMax);

/** Iranian mobile: 09 followed by 9 digits. Persian or Arabic digits are accepted and normalised. */
export const phoneSchema = z
  .string({ error: MSG.required })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(z.string().min(1, MSG.required).regex(/^09\d{9}$/, MSG.phoneInvalid));

/** Optional email: empty string or missing becomes null (spec 1 §5). */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax, MSG.emailInvalid)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .pipe(z.email({ error: MSG.emailInvalid }).nullable());

export const registerInput = z.object({
  username: usernameSchema,
  password: passwordSchema,
  phone: phoneSchema,
  email: optionalEmailSchema,
  role: z.enum(REGISTRABLE_ROLES, { error: MSG.roleInvalid }),
});
export type RegisterInput = z.input<typeof registerInput>;

/** The registration form adds the confirmation, checked on the client only. */
export const registerForm = registerInput
  .extend({ confirmPassword: z.string().min(1, MSG.required) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: MSG.passwordMismatch });
export type RegisterForm = z.input<typeof registerForm>;

export const loginInput = z.object({
  username: requiredText().pipe(z.string().max(LIMITS.usernameMax, MSG.wrongCredentials)),
  // No password is longer; a megabyte one would only cost the server a slow hash.
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(LIMITS.passwordMax, MSG.wrongCredentials),
});
export type LoginInput = z.input<typeof loginInput>;

export const resetCodeSchema = z
  .string({ error: MSG.codeRequired })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(
    z
      .string()
      .min(1, MSG.codeRequired)
      .regex(new RegExp(`^\\d{${PASSWORD_RESET.codeLength}}$`), MSG.codeFormat),
  );

export const resetRequestInput = z.object({ username: requiredText().pipe(z.string().max(LIMITS.usernameMax, MSG.usernameMax)), phone: phoneSchema });
export const verifyResetCodeInput = resetRequestInput.extend({ code: resetCodeSchema });
export const resetPasswordInput = verifyResetCodeInput.extend({ new_password: passwordSchema });

/** Step 3 of /forgot-password: the new password with its confirmation. */
export const newPasswordForm = z
  .object({ new_password: passwordSchema, confirmPassword: z.string().min(1, MSG.required) })
  .refine((v) => v.new_password === v.confirmPassword, { path: ['confirmPassword'], error: MSG.passwordMismatch });

export const changePasswordInput = z.object({
  current_password: z.string({ error: MSG.required }).min(1, MSG.required),
  new_password: passwordSchema,
});
export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string().min(1, MSG.required) })
  .refine((v) => v.new_password === v.confirmPassword, { path: ['confirmPassword'], error: MSG.passwordMismatch });

export const idSchema = z.string({ error: MSG.invalidId }).regex(ID_PATTERN, MSG.invalidId);
