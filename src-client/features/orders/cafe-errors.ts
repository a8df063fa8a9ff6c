import { ORDER_MSG } from '@shared/orders/messages';
import { errorCode, errorMessage } from '../../errors';
import { SHELL_MSG } from '@shared/shell-messages';

/** Spec 2 §8 for the cafe's order lists (401 is handled app-wide: the session ends and /login opens). */
export function cafeOrdersError(error: unknown): string {
  const code = errorCode(error);
  if (code === 'UNAUTHORIZED') return SHELL_MSG.sessionExpired;
  if (code === 'FORBIDDEN') return ORDER_MSG.noSectionAccess;
  if (code === 'NOT_FOUND') return ORDER_MSG.orderNotFound;
  return `${ORDER_MSG.assignedLoadFailed}: ${errorMessage(error)}`;
}
