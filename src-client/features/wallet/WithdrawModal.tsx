import { useEffect } from 'react';
import { Alert, Button, Modal, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { withdrawForm } from '@shared/wallet/schemas';
import { tomanToRials } from '@shared/wallet/money';
import { WALLET_MSG, WALLET_LABELS } from '@shared/wallet/messages';
import { joinParts } from '@shared/text/list';
import { trpc } from '../../trpc';
import { zodResolver } from '../../forms/zod-resolver';
import { useShapeDraft } from '../../forms/use-form-draft';
import { errorMessage } from '../../errors';
import { useFormFailure } from '../../forms/form-failure';
import { ErrorState } from '../../ui/ErrorState';
import { MoneyInput } from './MoneyInput';
import { WalletToman } from './AmountText';
import { useCloseAfterSuccess } from './useCloseAfterSuccess';

interface Values {
  amount: number | '';
  account_id: string;
  description: string;
}

const EMPTY: Values = { amount: '', account_id: '', description: '' };
/** The draft keeps the amount and the note; the bank account is one click to choose again. */
const EMPTY_DRAFT = { amount: '' as number | '', description: '' };

/** A withdrawal to one of the cafe's bank accounts; the amount is held at once. */
export function WithdrawModal({ opened, onClose, balance, onAddAccount }: { opened: boolean; onClose: () => void; balance: number; onAddAccount: () => void }) {
  const utils = trpc.useUtils();
  const accounts = trpc.wallet.bankAccounts.useQuery(undefined, { enabled: opened });
  // What was typed is the account's draft: an expired session's trip through /login brings it back.
  const draft = useShapeDraft('withdrawal', EMPTY_DRAFT);
  const form = useForm<Values>({ initialValues: { ...EMPTY, ...draft.restored }, validate: zodResolver<Values>(withdrawForm) });
  const failure = useFormFailure(form);
  const { save } = draft;
  const { amount, description } = form.values;
  useEffect(() => save({ amount, description }), [save, amount, description]);
  // Closing the modal drops what was typed, as before drafts; a submit does too.
  const close = () => {
    draft.clear();
    form.setInitialValues(EMPTY);
    form.reset();
    onClose();
  };
  const success = useCloseAfterSuccess(close);
  const request = trpc.wallet.requestWithdrawal.useMutation({
    onSuccess(result) {
      draft.clear();
      success.succeed(result.message);
      void utils.wallet.invalidate();
    },
    onError(error) {
      failure.refused(error);
      toast.error(errorMessage(error, WALLET_MSG.withdrawRequestError));
    },
  });
  const submit = form.onSubmit((v) => request.mutate({ amount: tomanToRials(Number(v.amount)), account_id: v.account_id, description: v.description }), failure.invalid);
  const options = (accounts.data ?? []).map((a) => ({ value: a.id, label: joinParts(a.bank, a.full_name, a.iban.slice(-6)) }));

  return (
    <Modal opened={opened} onClose={close} title="درخواست برداشت" centered>
      {success.message ? (
        <Alert color="teal">{success.message}</Alert>
      ) : (
        <form ref={failure.ref} onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              موجودی قابل برداشت: <WalletToman rials={balance} fw={700} />
            </Text>
            {accounts.isPending ? (
              <Skeleton height={60} aria-label={WALLET_LABELS.bankAccountsLoading} data-testid="withdraw-accounts-loading" />
            ) : accounts.isError ? (
              <ErrorState title={WALLET_MSG.bankAccountsLoadError} message={errorMessage(accounts.error)} onRetry={() => void accounts.refetch()} />
            ) : accounts.data.length === 0 ? (
              <Alert color="yellow">
                <Stack gap="xs" align="flex-start">
                  برای برداشت ابتدا یک حساب بانکی ثبت کنید.
                  <Button size="xs" variant="light" onClick={onAddAccount}>
                    افزودن حساب بانکی
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <Select label="حساب بانکی" name="account_id" placeholder="انتخاب حساب" data={options} required {...form.getInputProps('account_id')} />
            )}
            <MoneyInput name="amount" required {...form.getInputProps('amount')} />
            <TextInput label="توضیحات" name="description" {...form.getInputProps('description')} />
            <Button type="submit" loading={request.isPending}>
              ثبت درخواست
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
