import toast from 'react-hot-toast';
import { STORE_MSG } from '@shared/store/messages';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { ConfirmButton } from '../../ui/ConfirmButton';

/**
 * "لغو سفارش" with the confirm step, for an unpaid store order (store.cancel). Either answer
 * refreshes the order and the buyer's list: a 409 means it was paid or cancelled meanwhile,
 * and the page should show which.
 */
export function CancelStoreOrderButton({ orderId, label = STORE_MSG.cancelOrder, disabled }: { orderId: string; label?: string; disabled?: boolean }) {
  const utils = trpc.useUtils();
  const cancel = trpc.store.cancel.useMutation({
    onSuccess(order) {
      utils.store.order.setData({ id: orderId }, order);
      toast.success(STORE_MSG.cancelled);
    },
    onError(error) {
      toast.error(errorMessage(error, STORE_MSG.cancelFailed));
      if (errorCode(error) === 'CONFLICT') void utils.store.order.invalidate({ id: orderId });
    },
    onSettled() {
      void utils.store.myOrders.invalidate();
    },
  });
  return (
    <ConfirmButton
      label={label}
      question={STORE_MSG.cancelQuestion}
      color="red"
      variant="subtle"
      loading={cancel.isPending}
      disabled={disabled}
      onConfirm={() => cancel.mutate({ id: orderId })}
      testId="store-order-cancel"
    />
  );
}
