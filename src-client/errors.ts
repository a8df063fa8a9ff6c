import { TRPCClientError } from '@trpc/client';
import { SHELL_MSG } from '@shared/shell-messages';
import { persianDigits } from '@shared/text/digits';

interface ErrorData {
  code?: string;
  httpStatus?: number;
  fieldErrors?: Record<string, string> | null;
  details?: Record<string, unknown> | null;
}

function dataOf(error: unknown): ErrorData | null {
  return error instanceof TRPCClientError ? ((error.data as ErrorData | undefined) ?? null) : null;
}

/**
 * The text a person sees for a failed call (spec 1 §8): the server's Persian detail when there
 * is one, a connection message when no answer came, the generic message otherwise.
 */
export function errorMessage(error: unknown, fallback: string = SHELL_MSG.operationFailed): string {
  if (error instanceof TRPCClientError) {
    if (!error.data) return SHELL_MSG.networkError; // no response, or not one from our server
    return error.message || SHELL_MSG.serverNoDetail;
  }
  return fallback;
}

/**
 * An admin action's failure as spec 3 §8 words it: the action, the answer's status code and the
 * server's text; with no answer, the action and the connection message.
 */
export function actionFailureText(action: string, error: unknown): string {
  const status = dataOf(error)?.httpStatus;
  const code = status ? ` (کد ${persianDigits(String(status))})` : '';
  return `${action}${code}: ${errorMessage(error)}`;
}

/**
 * A spec failure text (e.g. 'خطا در ارسال تیکت') with the server's reason after it when the server
 * refused the request (a 4xx: a limit, a closed ticket, a field); the text alone when no answer
 * came or the server failed, since its reason would not help the person.
 */
export function failureWithReason(text: string, error: unknown): string {
  const status = errorStatus(error);
  return status !== null && status < 500 ? `${text}: ${errorMessage(error)}` : text;
}

/** The HTTP status the server answered (400 and 422 share the code BAD_REQUEST). */
export function errorStatus(error: unknown): number | null {
  return dataOf(error)?.httpStatus ?? null;
}

export function errorCode(error: unknown): string | null {
  return dataOf(error)?.code ?? null;
}

/** Per-field messages of a rejected form, to show under their inputs. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return dataOf(error)?.fieldErrors ?? {};
}

export function errorDetail<T = unknown>(error: unknown, key: string): T | undefined {
  return dataOf(error)?.details?.[key] as T | undefined;
}
