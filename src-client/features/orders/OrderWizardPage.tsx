import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearch } from 'wouter';
import toast from 'react-hot-toast';
import { categoryLabel, isTaskCategory } from '@shared/catalogue/categories';
import { ORDER_MSG } from '@shared/orders/messages';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { ORDER_FILE_ACCEPT } from '@shared/orders/files';
import { orderDetailsForm, ORDER_TEXT_LIMITS } from '@shared/orders/schemas';
import { formatMinutes } from '@shared/catalogue/durations';
import { formatNumber, formatToman } from '@shared/wallet/money';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { checkOrderFile, uploadOrderFile } from './order-files';
import { RatingLine } from '../catalogue/RatingLine';
import { newRequestKey } from './request-key';
import { isId } from '@shared/ids';
import { orderChatPath } from '@shared/routes';
import { STEP_PARAM, wizardStep, type WizardStep } from './wizard-steps';
import { useWizardHistory } from './wizard-history';
import { detailsStart, isEmptyDraft, ORDER_DRAFT_FORM, parseOrderDraft } from './order-draft';
import { useFormDraft } from '../../forms/use-form-draft';

type Step = WizardStep;
const STEP_TITLES: Record<Step, string> = { 1: 'انتخاب دسته خدمت', 2: 'انتخاب کافی‌نت', 3: 'جزئیات سفارش', 4: 'سفارش ثبت شد' };

function validId(value: string | null): string | null {
  return value && isId(value) ? value : null;
}

/**
 * /order/create (spec 2 §2): category → cafe → details → success, 50% of progress a step. The
 * query's cafe/cafe_id, service/service_id and category preselect and skip ahead: to the details
 * with a cafe or service, to the cafes of the category with a category alone. The step and every
 * choice live in the address (wizard-steps.ts), the typed details in a draft (order-draft.ts).
 */
export default function OrderWizardPage() {
  const params = new URLSearchParams(useSearch());
  const presetCafe = validId(params.get('cafe') ?? params.get('cafe_id'));
  const presetTask = validId(params.get('service') ?? params.get('service_id'));
  const presetCategory = params.get('category');
  const orderId = validId(params.get('order'));

  // A preselected service names its cafe too.
  const task = trpc.catalogue.taskById.useQuery({ taskId: presetTask ?? '' }, { enabled: Boolean(presetTask) });
  const category = presetCategory ?? task.data?.category ?? null;
  const cafeId = presetCafe ?? task.data?.cafe_id ?? null;
  // A cafe or service skips to the details; a category alone skips to choosing its cafe; a step
  // not reachable yet (step=3 without a cafe, garbage) is the first one still to do.
  const step: Step = wizardStep(params.get(STEP_PARAM), { category: isTaskCategory(category), cafe: Boolean(presetCafe || presetTask), order: Boolean(orderId) });
  const steps = useWizardHistory(step, { category, cafe: cafeId });

  const progress = step === 4 ? 100 : Math.min(100, (step - 1) * 50);
  // The chosen card leaves the page with its step: focus goes to the new step's name, which a
  // screen reader then reads (not on the first render, where the page's own start is the place).
  const stepTitle = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepTitle.current?.focus();
  }, [step]);
  const back = () => {
    if (step === 3) steps.back(category ? 2 : 1);
    else if (step === 2) steps.back(1);
  };

  return (
    <Stack gap="md" maw={820} mx="auto">
      <Title order={1} size="h2">ثبت سفارش</Title>
      <Progress value={progress} aria-label="پیشرفت ثبت سفارش" />
      <Group justify="space-between">
        <Text fw={600} ref={stepTitle} tabIndex={-1}>
          {step < 4 ? `مرحله ${formatNumber(step)} از ۳: ` : ''}
          {STEP_TITLES[step]}
        </Text>
        {step > 1 && step < 4 && (
          <Button variant="subtle" size="xs" onClick={back} leftSection={<IconArrowRight size={14} />}>
            مرحله قبل
          </Button>
        )}
      </Group>

      {step === 1 && (
        <CategoryStep
          selected={category}
          onPick={(c) => {
            // With a preselected cafe, a category leads straight to the details.
            steps.forward({ category: c }, presetCafe ? 3 : 2);
          }}
        />
      )}
      {step === 2 && category && (
        <CafeStep
          category={category}
          selected={cafeId}
          onPick={(id) => steps.forward({ cafe: id }, 3)}
        />
      )}
      {step === 3 && (presetTask && task.isPending ? (
        <PageLoader />
      ) : cafeId ? (
        <DetailsStep
          // Another cafe is another form: its draft is read again.
          key={cafeId}
          cafeId={cafeId}
          category={category}
          presetTaskId={task.data?.cafe_id === cafeId ? presetTask : null}
          onCreated={steps.finish}
        />
      ) : (
        // A service that is gone says so; any other failure can be tried again.
        errorCode(task.error) === 'NOT_FOUND' || !task.error ? (
          <ErrorState message={ORDER_MSG.taskNotFound} />
        ) : (
          <ErrorState title={ORDER_MSG.taskLoadFailed} message={errorMessage(task.error)} onRetry={() => void task.refetch()} />
        )
      ))}
      {step === 4 && orderId && <SuccessStep orderId={orderId} />}
    </Stack>
  );
}

function CategoryStep({ selected, onPick }: { selected: string | null; onPick: (category: string) => void }) {
  const categories = trpc.catalogue.categories.useQuery();
  if (categories.isPending) return <PageLoader />;
  if (categories.isError) return <ErrorState message={errorMessage(categories.error)} onRetry={() => categories.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} data-testid="wizard-categories">
      {categories.data.map((c) => (
        <Card
          key={c.id}
          component="button"
          type="button"
          onClick={() => onPick(c.name)}
          aria-pressed={selected === c.name}
          className="mantine-focus-auto"
          style={{ textAlign: 'start', width: '100%', cursor: 'pointer' }}
          withBorder
          radius="md"
          padding="lg"
          bg={selected === c.name ? 'teal.0' : undefined}
        >
          <Text fw={700}>{categoryLabel(c.name)}</Text>
          {c.description && c.description !== categoryLabel(c.name) && (
            <Text size="sm" c="dimmed">
              {c.description}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

function CafeStep({ category, selected, onPick }: { category: string; selected: string | null; onPick: (cafeId: string) => void }) {
  const cafes = trpc.catalogue.cafesByCategory.useQuery({ category: category as never });
  if (cafes.isPending) return <PageLoader />;
  if (cafes.isError) return <ErrorState message={ORDER_MSG.cafesLoadFailed} onRetry={() => cafes.refetch()} />;
  if (cafes.data.length === 0) return <EmptyState message={`کافی‌نتی برای «${categoryLabel(category)}» پیدا نشد`} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="wizard-cafes">
      {cafes.data.map((cafe) => (
        <Card
          key={cafe.id}
          component="button"
          type="button"
          onClick={() => (cafe.active ? onPick(cafe.id) : toast.error(CATALOGUE_MSG.cafeNotAcceptingOrders))}
          aria-pressed={selected === cafe.id}
          className="mantine-focus-auto"
          withBorder
          radius="md"
          padding="md"
          bg={selected === cafe.id ? 'teal.0' : undefined}
          style={{ opacity: cafe.active ? 1 : 0.55, textAlign: 'start', width: '100%', cursor: 'pointer' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{cafe.cafe_name}</Text>
            {!cafe.active && <Badge color="gray">غیرفعال</Badge>}
          </Group>
          <Group gap={4} mt={4}>
            <RatingLine average={cafe.rating_avg} count={cafe.ratings_count} size="xs" />
          </Group>
          {cafe.address && (
            <Text size="sm" c="dimmed" mt={4}>
              {cafe.address}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

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

function DetailsStep({ cafeId, category, presetTaskId, onCreated }: DetailsProps) {
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
    saveDraft( { cafeId, presetTaskId, taskId: values.task_id, showAll, serviceType: values.service_type, description: values.description, hadFile: Boolean(file) || fileLost });
  }, [saveDraft, cafeId, presetTaskId, values, showAll, file, fileLost]);

  const create = trpc.orders.create.useMutation();
  const [submitting, setSubmitting] = useState(false);
  // A refused submit moves focus to the first field with an error, once its message is on screen.
  const fields = { task_id: useRef<HTMLInputElement>(null), service_type: useRef<HTMLInputElement>(null), description: useRef<HTMLTextAreaElement>(null), file: useRef<HTMLButtonElement>(null) };
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused === 0) return;
    const first = (['task_id', 'service_type', 'description'] as const).find((name) => errors[name]);
    (first ? fields[first] : fields.file).current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);

  if (cafe.isPending) return <PageLoader />;
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
    if (Object.keys(nextErrors).length || fileProblem) return setRefused((n) => n + 1);

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
      toast.success(ORDER_MSG.created);
      draft.clear();
      onCreated(result.order_id);
    } catch (error) {
      const text = errorMessage(error, ORDER_MSG.submitFailed);
      setFailure(text);
      toast.error(text);
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
    <Card withBorder radius="md" padding="lg">
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
            ref={fields.task_id}
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
            ref={fields.service_type}
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
            قیمت پایه: {formatToman(selectedTask.base_price)}
            {selectedTask.estimated_minutes ? `، زمان تقریبی: ${formatMinutes(selectedTask.estimated_minutes)}` : ''}
            {selectedTask.description ? `، ${selectedTask.description}` : ''}
          </Text>
        )}
        <Textarea
          ref={fields.description}
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
          ref={fields.file}
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
        {fileLost && !file && (
          <Text size="sm" c="orange.8" data-testid="draft-file-lost">
            {ORDER_MSG.draftFileLost}
          </Text>
        )}
        {failure && <Alert color="red">{failure}</Alert>}
        <Group justify="flex-end">
          <Button onClick={submit} loading={submitting} disabled={submitting}>
            ثبت سفارش
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function SuccessStep({ orderId }: { orderId: string }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="md">
        <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" />
        <Title order={2} size="h3">{ORDER_MSG.created}</Title>
        <Text c="dimmed" ta="center">
          کافی‌نت سفارش شما را بررسی و قیمت‌گذاری می‌کند. گفتگو درباره سفارش از همین حالا در دسترس است.
        </Text>
        <Group>
          <Button component={Link} href={orderChatPath('user', orderId)}>
            گفتگو درباره سفارش
          </Button>
          <Button component={Link} href="/user/dashboard" variant="default">
            داشبورد
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
