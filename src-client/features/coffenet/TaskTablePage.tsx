import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AddTaskForm } from './AddTaskForm';
import { TaskList } from './TaskList';

/** /coffenet/tasktable (spec 2 §2): the add-service form and the cafe's services with delete. */
export default function TaskTablePage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          خدمات کافی‌نت
        </Title>
        <Text c="dimmed">خدماتی که ثبت می‌کنید در صفحه خدمات و کارت کافی‌نت شما به مشتریان نشان داده می‌شود.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <AddTaskForm />
        <TaskList />
      </SimpleGrid>
    </Stack>
  );
}
