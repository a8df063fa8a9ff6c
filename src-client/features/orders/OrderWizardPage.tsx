import { useEffect, useRef } from 'react';
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useSearch } from 'wouter';
import toast from 'react-hot-toast';
import { categoryLabel, isTaskCategory } from '@shared/catalogue/categories';
import { ORDER_MSG, ORDER_LABELS } from '@shared/orders/messages';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { formatNumber } from '@shared/wallet/money';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { RatingLine } from '../catalogue/RatingLine';
import { isId } from '@shared/ids';
import { STEP_PARAM, wizardStep, type WizardStep } from './wizard-steps';
import { useWizardHistory } from './wizard-history';
import { OrderDetailsStep } from './OrderDetailsStep';
import { OrderCreatedStep, useCreatedOrder } from './OrderCreatedStep';
import { CREATED_ORDER_TITLES } from './created-order';

type Step = WizardStep;
// The last step's line depends on its order (created-order.ts).
const STEP_TITLES: Record<Exclude<Step, 4>, string> = { 1: 'انتخاب دسته خدمت', 2: 'انتخاب کافی‌نت', 3: 'جزئیات سفارش' };

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
  // The success screen is only for an order that exists and is this customer's.
  const created = useCreatedOrder(step === 4 ? orderId : null);

  const progress = step === 4 ? (created.state === 'missing' ? 0 : 100) : Math.min(100, (step - 1) * 50);
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
      <Progress value={progress} aria-label={ORDER_LABELS.wizardProgress} />
      <Group justify="space-between">
        <Text fw={600} ref={stepTitle} tabIndex={-1}>
          {step !== 4 ? `مرحله ${formatNumber(step)} از ۳: ${STEP_TITLES[step]}` : CREATED_ORDER_TITLES[created.state]}
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
        <OrderDetailsStep
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
      {step === 4 && orderId && <OrderCreatedStep orderId={orderId} created={created} />}
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
