import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, FileInput, Group, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import toast from 'react-hot-toast';
import { categoryLabel } from '@shared/catalogue/categories';
import { ORDER_MSG } from '@shared/orders/messages';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { ORDER_FILE_ACCEPT } from '@shared/orders/files';
import { orderDetailsForm, ORDER_TEXT_LIMITS } from '@shared/orders/schemas';
import { formatMinutes } from '@shared/catalogue/durations';
import { formatToman } from '@shared/wallet/money';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { checkOrderFile, uploadOrderFile } from './order-files';
import { newRequestKey } from './request-key';
import { detailsStart, isEmptyDraft, ORDER_DRAFT_FORM, parseOrderDraft } from './order-draft';
import { useFormDraft } from '../../forms/use-form-draft';
import { useFormFailure } from '../../forms/form-failure';
import { DraftFilesLostHint } from '../../forms/DraftFilesLostHint';
import { JoinedParts } from '../../ui/JoinedParts';

interface DetailsValues {
  task_id: string | null;
  service_type: string;
  description: string;
}

interface DetailsProps {
  cafeId: string;
  category: string | null;
  presetTaskId: string | null;
  onCreated: (orderId: string) => void;
}

/** The wizard's third step (spec 2 §2): the service, the description and an optional file, then the submit. */
export function OrderDetailsStep({ cafeId, category, presetTaskId, onCreated }: DetailsProps) {
  const cafe = trpc.catalogue.cafeById.useQuery({ cafeId });
  // What was typed before a reload or a trip through /login comes back (order-draft.ts).
  const draft = useFormDraft(ORDER_DRAFT_FORM, parseOrderDraft, isEmptyDraft);
  const [start] = useState(() => detailsStart(draft.restored, { cafeId, presetTaskId }));
  const [values, setValues] = useState<DetailsValues>({ task_id: start.task_id, service_type: start.service_type, description: start.description });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [file, setFile] = useState<File | null>(null);
  // A file chosen before the reload is not kept by the browser: a hint asks for it again.
  const [fileLost, setFileLost] = useState(start.fileLost);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key for this form: a repeated submit finds the order the first one made.
  const requestKey = useMemo(newRequestKey, []);

  const tasks = cafe.data?.tasks ?? [];
  // Step 3 offers the services of the chosen category; the switch shows the cafe's others too.
  const [showAll, setShowAll] = useState(start.showAll);
  const categoryTasks = category ? tasks.filter((t) => t.category === category) : tasks;
  const presetOutside = presetTaskId !== null && !categoryTasks.some((t) => t.id === presetTaskId);
  const offered = showAll || presetOutside ? tasks : categoryTasks;
  const priceOf = new Map(tasks.map((t) => [t.id, t.base_price]));
  useEffect(() => {
    // A draft's service the cafe no longer offers counts as none chosen.
    const chosen = values.task_id && tasks.some((t) => t.id === values.task_id);
    if (!chosen && categoryTasks.length > 0) setValues((v) => ({ ...v, task_id: categoryTasks[0]!.id }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tasks.length]);
  const saveDraft = draft.save;
  useEffect(() => {
    saveDraft({ cafeId, presetTaskId, taskId: values.task_id, showAll, serviceType: values.service_type, description: values.description, hadFile: Boolean(file) || fileLost });
  }, [saveDraft, cafeId, presetTaskId, values, showAll, file, fileLost]);

  const create = trpc.orders.create.useMutation();
  const utils = trpc.useUtils();
  const [submitting, setSubmitting] = useState(false);
  // A refused submit, the form's or the server's, moves focus to the first field with an error.
  const refusal = useFormFailure<HTMLDivElement>({ setErrors });

  if (cafe.isPending) return <PageLoader />;
  // A cafe that is gone (an old link) says so, as a gone service does: trying again would not bring it back.
  if (cafe.isError && errorCode(cafe.error) === 'NOT_FOUND') return <ErrorState message={errorMessage(cafe.error)} />;
  if (cafe.isError) return <ErrorState title={ORDER_MSG.cafesLoadFailed} message={errorMessage(cafe.error)} onRetry={() => cafe.refetch()} />;
  const selectedTask = tasks.find((t) => t.id === values.task_id) ?? null;

  const submit = async () => {
    if (submitting) return; // submission is blocked while one is in progress (spec 2 §4)
    const parsed = orderDetailsForm(tasks.length > 0).safeParse(values);
    const nextErrors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) nextErrors[issue.path.join('.')] ??= issue.message;
    const fileProblem = file ? checkOrderFile(file) : null;
    setErrors(nextErrors);
    setFileError(fileProblem);
    if (Object.keys(nextErrors).length || fileProblem) return refusal.invalid();

    setSubmitting(true);
    setFailure(null);
    try {
      const result = await create.mutateAsync({
        cafe_id: cafeId,
        task_id: tasks.length ? values.task_id : null,
        service_type: tasks.length ? null : values.service_type,
        description: values.description,
        client_request_key: requestKey,
      });
      if (!result?.success || !result.order_id) throw new Error(ORDER_MSG.submitFailed);
      if (file) {
        try {
          await uploadOrderFile(result.order_id, file, { uploadedBy: 'user' });
        } catch (error) {
          toast.error(ORDER_MSG.uploadFailed + (error instanceof Error ? error.message : ''));
        }
      }
      // The success screen shows only an order it has read: read it now, so the screen opens with
      // its title (which takes the focus) rather than a loader. A failed read is the screen's to show.
      await utils.orders.byId.prefetch({ orderId: result.order_id });
      toast.success(ORDER_MSG.created);
      draft.clear();
      onCreated(result.order_id);
    } catch (error) {
      const text = errorMessage(error, ORDER_MSG.submitFailed);
      toast.error(text);
      // A refusal the server names a field for is shown on that field; any other under the form.
      if (!refusal.refused(error)) setFailure(text);
      // The service was removed, or the cafe stopped taking orders, while the form was open: the
      // cafe's services are read again, and a service that is gone is no longer offered or chosen.
      const code = errorCode(error);
      if (code === 'NOT_FOUND' || code === 'CONFLICT') {
        const fresh = await cafe.refetch();
        const still = fresh.data?.tasks ?? [];
        setValues((v) => (v.task_id && !still.some((t) => t.id === v.task_id) ? { ...v, task_id: null } : v));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card ref={refusal.ref} withBorder radius="md" padding="lg">
      <Stack>
        <Group justify="space-between">
          <Text fw={700}>{cafe.data.cafe_name}</Text>
          {category && <Badge variant="light">{categoryLabel(category)}</Badge>}
        </Group>
        {!cafe.data.active && <Alert color="orange">{CATALOGUE_MSG.cafeNotAcceptingOrders}</Alert>}
        {category && tasks.length > 0 && categoryTasks.length === 0 && (
          <Alert color="yellow" data-testid="no-category-services">
            {ORDER_MSG.noServiceInCategory(categoryLabel(category))}
          </Alert>
        )}
        {category && tasks.length > 0 && categoryTasks.length < tasks.length && (
          <Switch
            label="نمایش همه خدمات این کافی‌نت"
            checked={showAll || presetOutside}
            disabled={presetOutside}
            onChange={(e) => {
              const all = e.currentTarget.checked;
              setShowAll(all);
              // Hiding the other categories drops a choice that is no longer on the list.
              if (!all && !categoryTasks.some((t) => t.id === values.task_id)) setValues((v) => ({ ...v, task_id: categoryTasks[0]?.id ?? null }));
            }}
          />
        )}
        {tasks.length > 0 ? (
          <Select
            label="خدمت"
            name="task_id"
            required
            placeholder={offered.length === 0 ? 'خدمتی در این دسته نیست' : undefined}
            // The field shows the title alone (a phone cut the price off); each option adds its price.
            data={offered.map((t) => ({ value: t.id, label: t.title }))}
            renderOption={({ option }) => (
              <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
                <Text size="sm">{option.label}</Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatToman(priceOf.get(option.value) ?? 0)}
                </Text>
              </Group>
            )}
            value={values.task_id}
            onChange={(v) => setValues((s) => ({ ...s, task_id: v }))}
            error={errors.task_id}
            allowDeselect={false}
            searchable
          />
        ) : (
          <TextInput
            label="نوع خدمت"
            name="service_type"
            required
            description="این کافی‌نت هنوز فهرست خدمات ندارد؛ خدمت مورد نیاز را بنویسید"
            value={values.service_type}
            onChange={(e) => {
              const service_type = e.currentTarget.value;
              setValues((s) => ({ ...s, service_type }));
            }}
            maxLength={ORDER_TEXT_LIMITS.serviceType}
            error={errors.service_type}
          />
        )}
        {selectedTask && (
          <Text size="sm" c="dimmed">
            <JoinedParts
              parts={[
                `قیمت پایه: ${formatToman(selectedTask.base_price)}`,
                selectedTask.estimated_minutes ? `زمان تقریبی: ${formatMinutes(selectedTask.estimated_minutes)}` : null,
                selectedTask.description,
              ]}
            />
          </Text>
        )}
        <Textarea
          label="توضیحات سفارش"
          name="description"
          required
          autosize
          minRows={4}
          maxLength={ORDER_TEXT_LIMITS.description}
          value={values.description}
          onChange={(e) => {
            const description = e.currentTarget.value;
            setValues((s) => ({ ...s, description }));
          }}
          error={errors.description}
        />
        <FileInput
          label="فایل (اختیاری)"
          placeholder="انتخاب فایل"
          description="حداکثر ۱۰ مگابایت: تصویر، pdf، doc، docx، txt، zip یا rar"
          accept={ORDER_FILE_ACCEPT}
          value={file}
          onChange={(f) => {
            setFile(f);
            if (f) setFileLost(false);
            setFileError(f ? checkOrderFile(f) : null);
          }}
          clearable
          error={fileError}
          name="order-file"
        />
        {fileLost && !file && <DraftFilesLostHint />}
        {failure && <Alert color="red">{failure}</Alert>}
        <Group justify="flex-end">
          {/* An inactive cafe takes no orders: its button is off, as on the cafe cards (the alert above says why). */}
          <Button onClick={submit} loading={submitting} disabled={submitting || !cafe.data.active}>
            ثبت سفارش
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
