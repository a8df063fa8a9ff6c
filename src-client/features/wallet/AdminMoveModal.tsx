import { useState, type ReactNode } from 'react';
import { IconArrowsExchange, IconMinus, IconPlus } from '@tabler/icons-react';
import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { adminDepositForm, adminTransferForm } from '@shared/wallet/schemas';
import { tomanToRials } from '@shared/wallet/money';
import { WALLET_MSG } from '@shared/wallet/messages';
import { trpc } from '../../trpc';
import { zodResolver } from '../../forms/zod-resolver';
import { errorMessage } from '../../errors';
import { useFormFailure } from '../../forms/form-failure';
import { BalanceCard } from './BalanceCard';
import { HolderSelect } from './HolderSelect';
import { MoneyInput } from './MoneyInput';
import { useCloseAfterSuccess } from './useCloseAfterSuccess';

export type MoveKind = 'deposit' | 'withdraw' | 'transfer';

const TITLES: Record<MoveKind, string> = {
  deposit: 'واریز به کیف پول (از کیف پول سامانه)',
  withdraw: 'برداشت از کیف پول (به کیف پول سامانه)',
  transfer: 'انتقال بین دو کیف پول',
};
const FAILURES: Record<MoveKind, string> = { deposit: WALLET_MSG.depositError, withdraw: WALLET_MSG.withdrawError, transfer: WALLET_MSG.transferError };

interface Values {
  target_user_id: string;
  from_user_id: string;
  to_user_id: string;
  amount: number | '';
  description: string;
}

const EMPTY: Values = { target_user_id: '', from_user_id: '', to_user_id: '', amount: '', description: '' };

/** The admin's deposit, withdraw and transfer (spec 3 §5): amount above 0, source ≠ destination, a description. */
export function AdminMoveModal({ kind: asked, onClose }: { kind: MoveKind | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  // The dialog keeps the move it was opened for while it fades out (it showed the other form).
  const [kind, setKind] = useState<MoveKind | null>(asked);
  if (asked !== null && asked !== kind) setKind(asked);
  // One key per opening of the form, so a double click moves money once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => zodResolver<Values>(kind === 'transfer' ? adminTransferForm : adminDepositForm)(values),
  });
  const failure = useFormFailure(form);
  const close = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    setRequestId(crypto.randomUUID());
    onClose();
  };
  const success = useCloseAfterSuccess(close);
  const handlers = {
    onSuccess(result: { message: string }) {
      success.succeed(result.message);
      void utils.wallet.admin.invalidate();
    },
    onError(error: unknown) {
      failure.refused(error);
      toast.error(errorMessage(error, kind ? FAILURES[kind] : WALLET_MSG.depositError));
    },
  };
  const deposit = trpc.wallet.admin.deposit.useMutation(handlers);
  const withdraw = trpc.wallet.admin.withdraw.useMutation(handlers);
  const transfer = trpc.wallet.admin.transfer.useMutation(handlers);
  const pending = deposit.isPending || withdraw.isPending || transfer.isPending;

  const submit = form.onSubmit((v) => {
    const amount = tomanToRials(Number(v.amount));
    if (kind === 'transfer') transfer.mutate({ from_user_id: v.from_user_id, to_user_id: v.to_user_id, amount, description: v.description, request_id: requestId });
    else if (kind === 'withdraw') withdraw.mutate({ target_user_id: v.target_user_id, amount, description: v.description, request_id: requestId });
    else deposit.mutate({ target_user_id: v.target_user_id, amount, description: v.description, request_id: requestId });
  }, failure.invalid);

  return (
    <Modal opened={asked !== null} onClose={close} title={kind ? TITLES[kind] : ''} centered>
      {success.message ? (
        <Alert color="teal">{success.message}</Alert>
      ) : (
        <form ref={failure.ref} onSubmit={submit} noValidate>
          <Stack>
            {kind === 'transfer' ? (
              <>
                <HolderSelect label="کیف پول مبدا" name="from_user_id" required {...form.getInputProps('from_user_id')} />
                <HolderSelect label="کیف پول مقصد" name="to_user_id" required {...form.getInputProps('to_user_id')} />
              </>
            ) : (
              <HolderSelect label="کاربر" name="target_user_id" required {...form.getInputProps('target_user_id')} />
            )}
            <MoneyInput name="amount" required {...form.getInputProps('amount')} />
            <TextInput label="توضیحات" name="description" required {...form.getInputProps('description')} />
            <Button type="submit" loading={pending}>
              ثبت
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/**
 * The platform wallet's balance with the admin's three moves (deposit, withdraw, transfer), shown
 * on /admin/finance and /wallet/admin; `children` adds page-specific buttons after them.
 */
export function PlatformBalanceCard({ rials, loading, onMove, children }: { rials: number | undefined; loading: boolean; onMove: (kind: MoveKind) => void; children?: ReactNode }) {
  return (
    <BalanceCard title="موجودی کیف پول سامانه" rials={rials} loading={loading}>
      <Button leftSection={<IconPlus size={16} />} onClick={() => onMove('deposit')}>
        واریز
      </Button>
      <Button variant="light" leftSection={<IconMinus size={16} />} onClick={() => onMove('withdraw')}>
        برداشت
      </Button>
      <Button variant="light" leftSection={<IconArrowsExchange size={16} />} onClick={() => onMove('transfer')}>
        انتقال
      </Button>
      {children}
    </BalanceCard>
  );
}
