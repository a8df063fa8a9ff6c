import { Alert, Button, Stack } from '@mantine/core';

const ERROR_WORD = 'خطا';

/**
 * A failed load: what could not be loaded as the title (the spec's catalogue text, e.g.
 * «خطا در دریافت لیست فروشگاه»), the server's detail or the connection message under it, and a
 * retry button when the load can be repeated.
 */
export function ErrorState({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  // Without a title of its own the box is titled «خطا», unless the message already says it (the
  // spec's «خطا: شناسه سفارش نامعتبر است» read «خطا» twice).
  const heading = title ?? (message.startsWith(ERROR_WORD) ? undefined : ERROR_WORD);
  return (
    <Alert color="red" title={heading} my="md">
      <Stack gap="sm" align="flex-start">
        {message}
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            تلاش دوباره
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
