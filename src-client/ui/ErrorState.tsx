import { Alert, Button, Stack } from '@mantine/core';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" title="خطا" my="md">
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
