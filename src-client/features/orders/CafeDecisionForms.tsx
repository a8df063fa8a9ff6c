import { Button, Group, Stack, Text, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { ORDER_MSG } from '@shared/orders/messages';
import { editOrderDetailsForm, priceOrderForm, ORDER_TEXT_LIMITS } from '@shared/orders/schemas';
import { formatEstimatedTime } from '@shared/orders/delivery-time';
import { tomanToRials } from '@shared/wallet/money';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { zodResolver } from '../../forms/zod-resolver';
import { useFormFailure } from '../../forms/form-failure';
import { FileUploadForm } from './FileUploadForm';
import { PersianNumberInput } from '../../ui/PersianNumberInput';
import { useDraftState } from '../../forms/use-form-draft';

const EMPTY_REASON = { reason: '' };

/**
 * What every decision of the cafe does when its call returns: a toast, the order lists and the
 * chat refreshed (each decision posts to the chat), then the form's own follow-up; or the
 * failure's prefix and the server's detail (on its field too, for a form that passes `failure`).
 */
function useDecisionCallbacks(done: string, failed: string, after?: () => void, failure?: { refused: (error: unknown) => boolean }) {
  const utils = trpc.useUtils();
  return {
    async onSuccess() {
      toast.success(done);
      await Promise.all([utils.orders.invalidate(), utils.chat.invalidate()]);
      after?.();
    },
    onError(error: unknown) {
      toast.error(failed + errorMessage(error, ORDER_MSG.tryAgain));
      failure?.refused(error);
      // 409: the order moved on meanwhile (the customer cancelled, say): show it as it is now.
      if (errorCode(error) === 'CONFLICT') void utils.orders.invalidate();
    },
  };
}

/** The delivery time as the pricing and the details forms take it (spec 2 §5: like 3h or 2d). */
function DeliveryTimeInput(props: TextInputProps) {
  return <TextInput label="زمان تحویل" name="estimated_time" description="مانند 3h (سه ساعت)، 2d (دو روز) یا «۲۴ ساعت»" required {...props} />;
}

function AssigneeInput(props: TextInputProps) {
  return <TextInput label="مسئول انجام (اختیاری)" name="assigned_employee" maxLength={ORDER_TEXT_LIMITS.assignee} {...props} />;
}

/** The server prices in rials as `price`; the form takes toman as `price_toman`. */
const pricingFieldName = (field: string) => (field === 'price' ? 'price_toman' : field);

interface PricingValues {
  price_toman: number | '';
  estimated_time: string;
  assigned_employee: string;
}

/**
 * Review / pricing (spec 2 §5): price in toman, a time like 3h or 2d, an optional assignee. The
 * submit button waits for both price and time. The chat's default suggestion is 50,000 toman
 * and "24 ساعت", written «۲۴ ساعت» as every number a person sees (the form reads both).
 */
export function PricingForm({ orderId, withAssignee = true, suggest = false, onDone }: { orderId: string; withAssignee?: boolean; suggest?: boolean; onDone?: () => void }) {
  const form = useForm<PricingValues>({
    initialValues: { price_toman: suggest ? 50_000 : '', estimated_time: suggest ? '۲۴ ساعت' : '', assigned_employee: '' },
    validate: zodResolver<PricingValues>(priceOrderForm),
  });
  const failure = useFormFailure(form, { rename: pricingFieldName });
  const price = trpc.orders.price.useMutation(
    useDecisionCallbacks(
      ORDER_MSG.reviewSaved,
      ORDER_MSG.reviewFailed,
      () => {
        form.reset();
        onDone?.();
      },
      failure,
    ),
  );
  const ready = form.values.price_toman !== '' && form.values.estimated_time.trim() !== '';
  return (
    <form
      ref={failure.ref}
      noValidate
      onSubmit={form.onSubmit((values) => {
        const parsed = priceOrderForm.parse(values);
        price.mutate({
          orderId,
          price: tomanToRials(parsed.price_toman),
          estimated_time: parsed.estimated_time,
          assigned_employee: withAssignee ? parsed.assigned_employee.trim() || null : null,
        });
      }, () => {
        toast.error(ORDER_MSG.priceAndTimeRequired);
        failure.invalid();
      })}
    >
      <Stack gap="xs">
        {/* The shared money field: «۵۰٬۰۰۰» as it is typed, in any digit script, a whole number to the form. */}
        <PersianNumberInput label="قیمت (تومان)" name="price_toman" required {...form.getInputProps('price_toman')} />
        <DeliveryTimeInput {...form.getInputProps('estimated_time')} />
        {withAssignee && (
          <AssigneeInput {...form.getInputProps('assigned_employee')} />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={price.isPending} disabled={!ready}>
            ثبت قیمت و زمان
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface DetailsValues {
  estimated_time: string;
  assigned_employee: string;
}

/**
 * "Edit details" of an order the cafe works on (spec 2 §4): the delivery time (shown as it reads,
 * "۲ روز", which the field takes back) and the assignee. The price is paid and stays.
 */
export function DetailsForm({
  order,
  onDone,
}: {
  order: { id: string; estimated_time: string | null; assigned_employee: string | null };
  onDone?: () => void;
}) {
  const form = useForm<DetailsValues>({
    initialValues: { estimated_time: order.estimated_time ? formatEstimatedTime(order.estimated_time) : '', assigned_employee: order.assigned_employee ?? '' },
    validate: zodResolver<DetailsValues>(editOrderDetailsForm),
  });
  const failure = useFormFailure(form);
  const edit = trpc.orders.editDetails.useMutation(useDecisionCallbacks(ORDER_MSG.detailsSaved, ORDER_MSG.detailsFailed, onDone, failure));
  return (
    <form
      ref={failure.ref}
      noValidate
      onSubmit={form.onSubmit((values) => {
        const parsed = editOrderDetailsForm.parse(values);
        edit.mutate({ orderId: order.id, estimated_time: parsed.estimated_time, assigned_employee: parsed.assigned_employee.trim() || null });
      }, failure.invalid)}
    >
      <Stack gap="xs">
        <DeliveryTimeInput {...form.getInputProps('estimated_time')} />
        <AssigneeInput {...form.getInputProps('assigned_employee')} />
        <Group justify="flex-end">
          <Button type="submit" loading={edit.isPending}>
            ذخیره جزئیات
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Rejection needs a non-empty reason; the confirm button stays disabled while it is blank. The
 * reason typed so far is the account's draft for this order (forms/use-form-draft.ts).
 */
export function RejectForm({ orderId, onDone }: { orderId: string; onDone?: () => void }) {
  const [{ reason }, setDraft, clearDraft] = useDraftState(`order_reject:${orderId}`, EMPTY_REASON);
  const setReason = (value: string) => setDraft({ reason: value });
  const reject = trpc.orders.reject.useMutation(
    useDecisionCallbacks(ORDER_MSG.rejectedDone, ORDER_MSG.rejectFailed, () => {
      clearDraft();
      setReason('');
      onDone?.();
    }),
  );
  return (
    <Stack gap="xs">
      <Textarea
        label="دلیل رد سفارش"
        name="reject_reason"
        required
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={ORDER_TEXT_LIMITS.reason}
        autosize
        minRows={2}
      />
      <Group justify="flex-end">
        <Button
          color="red"
          disabled={!reason.trim()}
          loading={reject.isPending}
          onClick={() => {
            if (!reason.trim()) return toast.error(ORDER_MSG.rejectReasonRequired);
            reject.mutate({ orderId, reason });
          }}
        >
          تأیید رد سفارش
        </Button>
      </Group>
    </Stack>
  );
}

/** Completion: an optional final file first, then the order is marked completed. */
export function CompleteForm({ orderId, onDone }: { orderId: string; onDone?: () => void }) {
  const utils = trpc.useUtils();
  const complete = trpc.orders.complete.useMutation(useDecisionCallbacks(ORDER_MSG.completedDone, ORDER_MSG.completeFailed, onDone));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        فایل نهایی (اختیاری) را بارگذاری کنید؛ مشتری پس از تکمیل و پرداخت سفارش آن را دریافت می‌کند.
      </Text>
      <FileUploadForm
        orderId={orderId}
        uploadedBy="coffenet"
        forceFinal
        submitLabel="آپلود فایل نهایی"
        onUploaded={() => utils.orders.invalidate()}
      />
      <Group justify="flex-end">
        <Button color="green" loading={complete.isPending} onClick={() => complete.mutate({ orderId })}>
          تکمیل سفارش
        </Button>
      </Group>
    </Stack>
  );
}
