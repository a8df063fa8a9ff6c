import { Alert, Button, Group, Text } from '@mantine/core';
import { MSG } from '@shared/messages';
import { errorCode, errorMessage } from '../errors';

interface RefreshedQuery {
  data: unknown;
  isError: boolean;
  error: unknown;
}

/**
 * Whether a query's earlier answer stays on screen: it has one, and its last refresh did not say
 * the thing is gone or no longer the viewer's. A poll or a live-event refresh that fails for a
 * moment must not swap a page (and the reply being typed on it) for an error box.
 */
export function keepsEarlierAnswer(query: RefreshedQuery): boolean {
  if (query.data === undefined) return false;
  if (!query.isError) return true;
  const code = errorCode(query.error);
  return code !== 'FORBIDDEN' && code !== 'NOT_FOUND';
}

/** The note above an earlier answer whose refresh failed, with a retry. Renders nothing while the refresh is fine. */
export function RefreshFailed({ query, onRetry }: { query: RefreshedQuery; onRetry: () => void }) {
  if (!query.isError) return null;
  return (
    <Alert color="yellow" variant="light" p="xs" data-testid="refresh-failed">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          {MSG.refreshFailed} ({errorMessage(query.error)})
        </Text>
        <Button size="compact-xs" variant="light" color="yellow" onClick={onRetry}>
          تلاش دوباره
        </Button>
      </Group>
    </Alert>
  );
}
