import { Alert, Button, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { WALLET_MSG } from '@shared/wallet/messages';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { useFormFailure } from '../../forms/form-failure';
import { JoinedParts } from '../../ui/JoinedParts';
import { WalletToman } from './AmountText';
import type { Withdrawal } from './WithdrawalList';
import { useCloseAfterSuccess } from './useCloseAfterSuccess';

export interface Decision {
  request: Withdrawal;
  approve: boolean;
}

/** Approve with a message and the expected time, or reject with a required message. */
export function WithdrawalDecisionModal({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { message: '', expected_time: '' },
    validate: { message: (value) => (decision && !decision.approve && !value.trim() ? WALLET_MSG.rejectMessageRequired : null) },
  });
  const failure = useFormFailure(form);
  const close = () => {
    form.reset();
    onClose();
  };
  const success = useCloseAfterSuccess(close);
  const handlers = (fallback: string) => ({
    onSuccess(result: { message: string }) {
      success.succeed(result.message);
      void utils.wallet.admin.invalidate();
    },
    onError(error: unknown) {
      failure.refused(error);
      toast.error(errorMessage(error, fallback));
    },
  });
  const approve = trpc.wallet.admin.approveWithdrawal.useMutation(handlers(WALLET_MSG.approveError));
  const reject = trpc.wallet.admin.rejectWithdrawal.useMutation(handlers(WALLET_MSG.rejectError));
  const submit = form.onSubmit((v) => {
    if (!decision) return;
    if (decision.approve) approve.mutate({ id: decision.request.id, message: v.message, expected_time: v.expected_time });
    else reject.mutate({ id: decision.request.id, message: v.message });
  }, failure.invalid);

  return (
    <Modal opened={decision !== null} onClose={close} title={decision?.approve ? 'تایید درخواست برداشت' : 'رد درخواست برداشت'} centered>
      {success.message ? (
        <Alert color="teal">{success.message}</Alert>
      ) : decision ? (
        <form ref={failure.ref} onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              <JoinedParts parts={[<bdi key="holder">{decision.request.cafe_name ?? decision.request.username}</bdi>, <WalletToman key="amount" rials={decision.request.amount} fw={700} />]} />
            </Text>
            <Textarea label={decision.approve ? 'پیام به کافی‌نت' : 'دلیل رد'} name="message" required={!decision.approve} autosize minRows={2} {...form.getInputProps('message')} />
            {decision.approve && <TextInput label="زمان تقریبی واریز" name="expected_time" placeholder="مثلاً ۲۴ ساعت کاری" {...form.getInputProps('expected_time')} />}
            <Button type="submit" color={decision.approve ? 'teal' : 'red'} loading={approve.isPending || reject.isPending}>
              {decision.approve ? 'تایید و پرداخت' : 'رد درخواست'}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
