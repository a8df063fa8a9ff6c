import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ORDER_MSG } from '@shared/orders/messages';
import { orderChatPath } from '@shared/routes';

/** The wizard's last screen, after a submit: the order's chat is open from now on. */
export function OrderCreatedStep({ orderId }: { orderId: string }) {
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
