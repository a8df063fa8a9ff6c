import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { STORE_MSG } from '@shared/store/messages';

/** Spec 3: "محصول یافت نشد" with a way back to the store; a failed call also offers a retry. */
export function ProductNotFound({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <Stack align="center" py={60} gap="md" data-testid="product-not-found">
      <Text fz={64} lh={1} aria-hidden>
        🔍
      </Text>
      <Title order={1} size="h2">{STORE_MSG.productNotFound}</Title>
      {message && <Text c="dimmed">{message}</Text>}
      <Stack gap="xs" align="center">
        {onRetry && (
          <Button variant="light" onClick={onRetry}>
            تلاش دوباره
          </Button>
        )}
        <Button component={Link} href="/store">
          بازگشت به فروشگاه
        </Button>
      </Stack>
    </Stack>
  );
}
