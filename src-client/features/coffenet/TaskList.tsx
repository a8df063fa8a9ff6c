import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { CATALOGUE_MSG, CATALOGUE_LABELS } from '@shared/catalogue/messages';
import { formatNumber } from '@shared/wallet/money';
import { trpc, type RouterOutputs } from '../../trpc';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { errorMessage } from '../../errors';
import { TaskLine } from '../catalogue/TaskLine';

type Task = RouterOutputs['catalogue']['myTasks'][number];

/** The cafe's own services, each with a delete button that asks first. */
export function TaskList() {
  const utils = trpc.useUtils();
  const tasks = trpc.catalogue.myTasks.useQuery();
  const [pending, setPending] = useState<Task | null>(null);
  const remove = trpc.catalogue.deleteTask.useMutation({
    async onSuccess(result) {
      toast.success(result.message);
      setPending(null);
      await utils.catalogue.myTasks.invalidate();
    },
    onError(error) {
      toast.error(errorMessage(error, CATALOGUE_MSG.taskDeleteFailed));
    },
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="task-list-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="task-list-title">
          خدمات من
        </Title>
        {tasks.data && tasks.data.length > 0 && (
          <Text size="sm" c="dimmed">
            {formatNumber(tasks.data.length)} خدمت
          </Text>
        )}
      </Group>
      {tasks.isPending ? (
        <PageLoader />
      ) : tasks.isError ? (
        <ErrorState message={errorMessage(tasks.error)} onRetry={() => tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <EmptyState message={`${CATALOGUE_MSG.noServicesDefined}. اولین خدمت را با فرم «افزودن خدمت» ثبت کنید.`} />
      ) : (
        <Stack gap="xs">
          {tasks.data.map((task) => (
            <Paper key={task.id} withBorder radius="sm" px="sm" py={4} component="article" aria-label={task.title}>
              <Group wrap="nowrap" align="flex-start" gap="xs">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <TaskLine task={task} />
                </div>
                <ActionIcon variant="subtle" color="red" mt={6} aria-label={CATALOGUE_LABELS.deleteTask(task.title)} onClick={() => setPending(task)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal opened={pending !== null} onClose={() => setPending(null)} title="حذف خدمت" centered>
        <Text>آیا از حذف «{pending?.title}» مطمئن هستید؟ این خدمت دیگر به مشتریان نشان داده نمی‌شود.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPending(null)}>
            انصراف
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => pending && remove.mutate({ taskId: pending.id })}>
            حذف
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
