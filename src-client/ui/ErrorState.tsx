import { Alert, Button, Stack } from '@mantine/core';

/**
 * A failed load: what could not be loaded as the title (the spec's catalogue text, e.g.
 * «خطا در دریافت لیست فروشگاه»), the server's detail or the connection message under it, and a
 * retry button when the load can be repeated.
 */
export function ErrorState({ title = 'خطا', message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" title={title} my="md">
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
