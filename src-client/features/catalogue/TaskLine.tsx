import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { categoryLabel } from '@shared/catalogue/categories';
import { formatMinutes } from '@shared/catalogue/durations';
import { Toman } from '../../ui/Toman';

interface TaskLike {
  title: string;
  category: string;
  base_price: number;
  estimated_minutes: number | null;
  description: string;
}

/** One service on a cafe card: name, base price, description, approximate time and category (spec 1 §2.7). */
export function TaskLine({ task }: { task: TaskLike }) {
  return (
    <Stack gap={2} py={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600}>
          {task.title}
        </Text>
        <Text size="sm" fw={700} c="teal" style={{ whiteSpace: 'nowrap' }}>
          <Toman rials={task.base_price} />
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Badge size="xs" variant="light">
          {categoryLabel(task.category)}
        </Badge>
        {task.estimated_minutes != null && (
          <Group gap={2} wrap="nowrap">
            <IconClock size={14} />
            <Text size="xs" c="dimmed">
              حدود {formatMinutes(task.estimated_minutes)}
            </Text>
          </Group>
        )}
      </Group>
      {task.description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {task.description}
        </Text>
      )}
    </Stack>
  );
}
