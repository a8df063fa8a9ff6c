import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { bankAccountInput, type BankAccountInput } from '@shared/wallet/schemas';
import { WALLET_MSG, WALLET_LABELS } from '@shared/wallet/messages';
import { joinParts } from '@shared/text/list';
import { trpc, type RouterOutputs } from '../../trpc';
import { zodResolver } from '../../forms/zod-resolver';
import { errorMessage } from '../../errors';
import { useFormFailure } from '../../forms/form-failure';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { DigitsTextInput } from '../../ui/DigitsTextInput';
import { focusRows } from '../../ui/FocusRescue';

type Account = RouterOutputs['wallet']['bankAccounts'][number];
const EMPTY: BankAccountInput = { iban: '', account_number: '', bank: '', full_name: '' };

/** Spec 3 §2: the cafe's bank accounts (IBAN, account number, bank, owner; all required). */
export function BankAccountsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const accounts = trpc.wallet.bankAccounts.useQuery(undefined, { enabled: opened });
  const [editing, setEditing] = useState<Account | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const form = useForm<BankAccountInput>({ initialValues: EMPTY, validate: zodResolver<BankAccountInput>(bankAccountInput) });
  const failure = useFormFailure(form);

  const done = (message: string) => {
    toast.success(message);
    setEditing(null);
    form.setValues(EMPTY);
    void utils.wallet.bankAccounts.invalidate();
  };
  const onError = (error: unknown, fallback: string) => {
    failure.refused(error);
    toast.error(errorMessage(error, fallback));
  };
  const create = trpc.wallet.createBankAccount.useMutation({ onSuccess: (r) => done(r.message), onError: (e) => onError(e, WALLET_MSG.bankAccountSaveError) });
  const update = trpc.wallet.updateBankAccount.useMutation({ onSuccess: (r) => done(r.message), onError: (e) => onError(e, WALLET_MSG.bankAccountSaveError) });
  const remove = trpc.wallet.deleteBankAccount.useMutation({
    onSuccess: (r) => {
      setConfirmDelete(null);
      done(r.message);
    },
    onError: (e) => toast.error(errorMessage(e, WALLET_MSG.bankAccountDeleteError)),
  });

  const startEdit = (account: Account) => {
    setEditing(account);
    form.setValues({ iban: account.iban, account_number: account.account_number, bank: account.bank, full_name: account.full_name });
  };
  const submit = form.onSubmit((values) => (editing ? update.mutate({ id: editing.id, ...values }) : create.mutate(values)), failure.invalid);

  return (
    <Modal opened={opened} onClose={onClose} title="حساب‌های بانکی" size="lg" centered>
      <Stack>
        {accounts.isPending ? (
          <PageLoader />
        ) : accounts.isError ? (
          <ErrorState message={errorMessage(accounts.error)} onRetry={() => accounts.refetch()} />
        ) : accounts.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            هنوز حساب بانکی ثبت نکرده‌اید.
          </Text>
        ) : (
          <Stack {...focusRows}>
            {accounts.data.map((a) => (
              <Card key={a.id} withBorder padding="sm" data-testid="bank-account">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={600}>
                      {joinParts(a.bank, a.full_name)}
                    </Text>
                    <Text size="sm" ff="monospace" dir="ltr" ta="right">
                      {a.iban}
                    </Text>
                    <Text size="sm" c="dimmed" dir="ltr" ta="right">
                      {a.account_number}
                    </Text>
                  </Stack>
                  {confirmDelete === a.id ? (
                    <Group gap={4}>
                      <Button size="compact-sm" color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: a.id })}>
                        حذف شود
                      </Button>
                      {/* The harmless answer takes focus from the trash icon the question replaced. */}
                      <Button size="compact-sm" variant="default" onClick={() => setConfirmDelete(null)} autoFocus>
                        انصراف
                      </Button>
                    </Group>
                  ) : (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={WALLET_LABELS.editAccount} onClick={() => startEdit(a)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label={WALLET_LABELS.deleteAccount} onClick={() => setConfirmDelete(a.id)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
        <form ref={failure.ref} onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fw={700}>{editing ? 'ویرایش حساب' : 'افزودن حساب'}</Text>
            {editing && (
              <Alert color="blue" p="xs">
                در حال ویرایش حساب {editing.bank}
              </Alert>
            )}
            <DigitsTextInput label="شماره شبا" name="iban" placeholder="IR000000000000000000000000" required className="ltr-input" {...form.getInputProps('iban')} />
            <DigitsTextInput label="شماره حساب" name="account_number" required className="ltr-input" {...form.getInputProps('account_number')} />
            <Group grow>
              <TextInput label="نام بانک" name="bank" required {...form.getInputProps('bank')} />
              <TextInput label="نام صاحب حساب" name="full_name" required {...form.getInputProps('full_name')} />
            </Group>
            <Group justify="flex-end">
              {editing && (
                <Button variant="default" onClick={() => { setEditing(null); form.setValues(EMPTY); }}>
                  انصراف
                </Button>
              )}
              <Button type="submit" loading={create.isPending || update.isPending}>
                {editing ? 'ذخیره تغییرات' : 'افزودن حساب'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
