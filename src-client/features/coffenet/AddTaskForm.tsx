import { useEffect } from 'react';
import { Button, Card, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { CATALOGUE } from '@shared/catalogue/constants';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { TIME_UNIT_LABELS, TIME_UNITS, type TimeUnit } from '@shared/catalogue/durations';
import { taskForm, taskFormToInput } from '@shared/catalogue/schemas';
import { trpc } from '../../trpc';
import { PersianNumberInput } from '../../ui/PersianNumberInput';
import { zodResolver } from '../../forms/zod-resolver';
import { useShapeDraft } from '../../forms/use-form-draft';
import { errorMessage } from '../../errors';
import { useFormFailure } from '../../forms/form-failure';
import { useCategoryOptions } from '../catalogue/useCategories';
import { CategoriesLoadError } from '../catalogue/CategoriesLoadError';

interface Values {
  title: string;
  category: string | null;
  price_toman: number | string;
  time_value: number | string;
  time_unit: TimeUnit;
  description: string;
}

// A Mantine select shows no choice only for null.
const EMPTY: Values = { title: '', category: null, price_toman: '', time_value: '', time_unit: 'hour', description: '' };

/** Server field names of a rejected add, as the form names them. */
const SERVER_FIELDS = new Map<string, keyof Values>([
  ['base_price', 'price_toman'],
  ['estimated_minutes', 'time_value'],
]);
const formFieldName = (field: string) => SERVER_FIELDS.get(field) ?? field;

/** Spec 2 §5: title, one of the four categories and a price are required; time and description optional. */
export function AddTaskForm() {
  const utils = trpc.useUtils();
  const categories = useCategoryOptions();
  // What was typed is the account's draft: an expired session's trip through /login brings it back.
  const draft = useShapeDraft('task_new', EMPTY);
  const form = useForm<Values>({ initialValues: draft.restored ?? EMPTY, validate: zodResolver<Values>(taskForm), validateInputOnBlur: true });
  const failure = useFormFailure(form, { rename: formFieldName });
  const { save } = draft;
  useEffect(() => save(form.values), [save, form.values]);
  const create = trpc.catalogue.createTask.useMutation({
    async onSuccess() {
      toast.success(CATALOGUE_MSG.taskCreated);
      draft.clear();
      form.setInitialValues(EMPTY);
      form.reset();
      await utils.catalogue.myTasks.invalidate();
    },
    onError(error) {
      failure.refused(error);
      toast.error(errorMessage(error, CATALOGUE_MSG.taskCreateFailed));
    },
  });

  const submit = form.onSubmit((values) => {
    const parsed = taskForm.safeParse(values);
    if (parsed.success) create.mutate(taskFormToInput(parsed.data));
  }, failure.invalid);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="add-task-title">
      <Title order={2} size="h4" id="add-task-title" mb="md">
        افزودن خدمت
      </Title>
      <form ref={failure.ref} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="عنوان خدمت" name="title" required maxLength={CATALOGUE.titleMax} {...form.getInputProps('title')} />
          <Select
            label="دسته‌بندی"
            name="category"
            placeholder="انتخاب کنید"
            required
            data={categories.options}
            disabled={categories.isPending}
            {...form.getInputProps('category')}
            error={categories.isError ? <CategoriesLoadError onRetry={() => void categories.refetch()} /> : form.getInputProps('category').error}
          />
          <PersianNumberInput label="قیمت پایه (تومان)" name="price_toman" required {...form.getInputProps('price_toman')} />
          <Group grow align="flex-start" gap="xs">
            <PersianNumberInput label="زمان تقریبی (اختیاری)" name="time_value" allowDecimal thousandSeparator={false} {...form.getInputProps('time_value')} />
            <Select
              label="واحد زمان"
              name="time_unit"
              data={TIME_UNITS.map((unit) => ({ value: unit, label: TIME_UNIT_LABELS[unit] }))}
              allowDeselect={false}
              {...form.getInputProps('time_unit')}
            />
          </Group>
          <Textarea
            label="توضیحات (اختیاری)"
            name="description"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={CATALOGUE.descriptionMax}
            {...form.getInputProps('description')}
          />
          <Button type="submit" loading={create.isPending}>
            افزودن خدمت
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
