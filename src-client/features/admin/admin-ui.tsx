import { useEffect, type ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ADMIN_MSG } from '@shared/admin/messages';
import { formatNumber } from '@shared/wallet/money';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { keepsEarlierAnswer, RefreshFailed } from '../../ui/RefreshFailed';
import { WalletToman } from '../wallet/AmountText';
import classes from './admin-ui.module.css';
import { LABELS } from '@shared/labels';

/** The pieces every admin screen shares: figure tiles, the loading/empty/error switch, confirms. */

export function Tile({ label, value, loading, testId }: { label: string; value: ReactNode; loading?: boolean; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {loading ? <Skeleton h={28} mt={6} w="60%" /> : <Text fz={{ base: 18, xs: 22 }} fw={800} mt={4} className={classes.value}>{value}</Text>}
    </Card>
  );
}

export const Count = ({ n }: { n: number }) => <>{formatNumber(n)}</>;
export const Rials = ({ rials }: { rials: number }) => <WalletToman rials={rials} inherit />;

export function TileGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 2, sm: 4 }}>{children}</SimpleGrid>;
}

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** Loading, error with retry, empty, or the content (spec 3 §8's messages). */
export function QueryView<T>({ query, errorText, isEmpty, emptyText, children }: { query: QueryLike<T>; errorText: string; isEmpty?: (data: T) => boolean; emptyText?: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageLoader />;
  if (query.data === undefined || !keepsEarlierAnswer(query)) return <ErrorState title={errorText} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const refresh = <RefreshFailed query={query} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{refresh}<EmptyState message={emptyText ?? ADMIN_MSG.noRows} /></>;
  return <>{refresh}{children(query.data)}</>;
}

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** Previous / next for lists paged by skip and limit (next is off when no more rows came back). */
export function SkipPager({ skip, limit, hasMore, onChange, disabled }: { skip: number; limit: number; hasMore: boolean; onChange: (skip: number) => void; disabled?: boolean }) {
  if (skip === 0 && !hasMore) return null;
  return (
    <Group justify="center" gap="sm" component="nav" aria-label={LABELS.paging}>
      <Button variant="default" size="xs" disabled={disabled || skip === 0} onClick={() => onChange(Math.max(0, skip - limit))}>
        قبلی
      </Button>
      <Text size="sm">صفحه {formatNumber(Math.floor(skip / limit) + 1)}</Text>
      <Button variant="default" size="xs" disabled={disabled || !hasMore} onClick={() => onChange(skip + limit)}>
        بعدی
      </Button>
    </Group>
  );
}

/**
 * A page past the first that comes back empty (its last row deleted or moved away by the admin's
 * own action) steps back a page, rather than saying the list is empty with no pager to leave it.
 */
export function useStepBackFromEmptyPage(skip: number, limit: number, rows: number | undefined, setSkip: (skip: number) => void) {
  useEffect(() => {
    if (rows === 0 && skip > 0) setSkip(Math.max(0, skip - limit));
  }, [rows, skip, limit, setSkip]);
}
