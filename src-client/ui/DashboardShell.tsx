import type { ReactNode } from 'react';
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { ROLE_LABELS } from '@shared/auth/roles';
import type { RoutePath } from '@shared/routes';
import { formatJalaliDate } from '@shared/calendar/dates';
import { joinParts } from '@shared/text/list';
import { trpc } from '../trpc';
import { PageLoader } from './PageLoader';
import { errorMessage } from '../errors';
import { ErrorState } from './ErrorState';

export interface DashboardLink {
  path: RoutePath;
  title: string;
  description: string;
}

/** The frame every role's dashboard shares: a greeting and a card for each of its pages. */
export function DashboardShell({ links, children }: { links: DashboardLink[]; children?: ReactNode }) {
  const me = trpc.auth.me.useQuery();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorState message={errorMessage(me.error)} onRetry={() => me.refetch()} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">سلام، {me.data.name}</Title>
        <Text c="dimmed">
          {joinParts(ROLE_LABELS[me.data.role], `عضو از ${formatJalaliDate(me.data.created_at)}`)}
        </Text>
      </Stack>
      {me.data.must_change_password && (
        <Alert color="orange" title="تغییر رمز عبور">
          رمز عبور این حساب موقت است. لطفاً از{' '}
          <Link href="/account/password">صفحه تغییر رمز عبور</Link> رمز تازه‌ای انتخاب کنید.
        </Alert>
      )}
      {children}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {links.map((link) => (
          <Card key={link.path} component={Link} href={link.path} withBorder padding="lg" radius="md">
            <Text fw={700}>{link.title}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {link.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
