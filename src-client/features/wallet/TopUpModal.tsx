import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { topUpForm } from '@shared/wallet/schemas';
import { rialsToToman, tomanToRials } from '@shared/wallet/money';
import { WALLET_MSG } from '@shared/wallet/messages';
import { zodResolver } from '../../forms/zod-resolver';
import { errorMessage } from '../../errors';
import { useFormFailure } from '../../forms/form-failure';
import { MoneyInput } from './MoneyInput';

interface Values {
  amount: number | '';
  description: string;
}

/** Amount in toman and a note; the payer then leaves for the gateway's page. */
export function TopUpModal({
  opened,
  onClose,
  title,
  start,
  pending,
  initialRials,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  start: (input: { amount: number; description: string }) => Promise<{ payment_url: string }>;
  pending: boolean;
  /** The amount a payment page found missing, filled in for the person. */
  initialRials?: number | null;
}) {
  const form = useForm<Values>({ initialValues: { amount: initialRials ? rialsToToman(initialRials) : '', description: '' }, validate: zodResolver<Values>(topUpForm) });
  const failure = useFormFailure(form);
  const submit = form.onSubmit(async (values) => {
    try {
      const { payment_url } = await start({ amount: tomanToRials(Number(values.amount)), description: values.description });
      if (!payment_url) {
        toast.error(WALLET_MSG.paymentLinkMissing);
        return;
      }
      window.location.assign(payment_url);
    } catch (error) {
      toast.error(errorMessage(error, WALLET_MSG.paymentCreateError));
      failure.refused(error);
    }
  }, failure.invalid);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form ref={failure.ref} onSubmit={submit} noValidate>
        <Stack>
          <MoneyInput name="amount" data-autofocus required {...form.getInputProps('amount')} />
          <TextInput label="توضیحات" name="description" {...form.getInputProps('description')} />
          <Text size="xs" c="dimmed">
            پس از پرداخت در درگاه به همین صفحه بازمی‌گردید.
          </Text>
          <Button type="submit" loading={pending}>
            پرداخت
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
