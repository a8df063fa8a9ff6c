import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { categoryLabel } from '@shared/catalogue/categories';
import { formatMinutes } from '@shared/catalogue/durations';
import { persianDigits } from '@shared/text/digits';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { Toman } from '../../ui/Toman';
import { SocialLinks } from '../catalogue/SocialLinks';
import { RatingLine } from '../catalogue/RatingLine';
import { JoinedParts } from '../../ui/JoinedParts';

const DASHBOARD_SERVICES = 4;

/** The cafe dashboard's profile summary (rating, contacts, social links) and its first four services (spec 2 §2). */
export function CafeProfileSummary() {
  const profile = trpc.catalogue.myProfile.useQuery();
  const tasks = trpc.catalogue.myTasks.useQuery();
  return (
    <Card withBorder radius="md">
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        <ErrorState message={errorMessage(profile.error)} onRetry={() => profile.refetch()} />
      ) : (
        <Stack gap={6} data-testid="cafe-profile-summary">
          <Group justify="space-between">
            <Title order={2} size="h4">{profile.data.cafe_name}</Title>
            <Button component={Link} href="/coffenet/profile" variant="subtle" size="xs">
              ویرایش پروفایل
            </Button>
          </Group>
          <RatingLine average={profile.data.rating_avg} count={profile.data.ratings_count} />
          {profile.data.address && <Text size="sm">{profile.data.address}</Text>}
          {profile.data.phone && (
            <Text size="sm" dir="ltr" ta="right">
              {persianDigits(profile.data.phone)}
            </Text>
          )}
          <SocialLinks cafe={profile.data} />
        </Stack>
      )}
      <Group justify="space-between" mt="md" mb="xs">
        <Text fw={700}>خدمات من</Text>
        <Button component={Link} href="/coffenet/tasktable" variant="subtle" size="xs">
          همه خدمات
        </Button>
      </Group>
      {tasks.isPending ? (
        <PageLoader />
      ) : tasks.isError ? (
        <ErrorState message={errorMessage(tasks.error)} onRetry={() => tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <EmptyState
          message="هنوز خدمتی تعریف نکرده‌اید"
          action={
            <Button component={Link} href="/coffenet/tasktable" size="xs" variant="light">
              افزودن خدمت
            </Button>
          }
        />
      ) : (
        <Stack gap="xs" data-testid="dashboard-services">
          {tasks.data.slice(0, DASHBOARD_SERVICES).map((t) => (
            // Name over price: side by side, a phone cut the name to "پرینت سیاه و سفید A4 (پری…"
            // and broke the time under the price.
            <Stack key={t.id} gap={0}>
              <Text size="sm">
                {t.title} <Text span size="xs" c="dimmed">({categoryLabel(t.category)})</Text>
              </Text>
              <Text size="xs" c="dimmed">
                <JoinedParts parts={[<Toman rials={t.base_price} />, t.estimated_minutes ? formatMinutes(t.estimated_minutes) : null]} />
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
