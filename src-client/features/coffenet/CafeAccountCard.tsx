import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { persianDigits } from '@shared/text/digits';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import type { RouterOutputs } from '../../trpc';
import { RatingLine } from '../catalogue/RatingLine';

type Profile = RouterOutputs['catalogue']['myProfile'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="left" component="div">
        {children}
      </Text>
    </Group>
  );
}

/** The read-only side of /coffenet/profile: the account, the cafe's state and its ratings. */
export function CafeAccountCard({ profile }: { profile: Profile }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="account-info-title">
      <Title order={2} size="h4" id="account-info-title" mb="md">
        اطلاعات حساب
      </Title>
      <Stack gap="xs">
        <Row label="نام کاربری">
          <span dir="ltr">{profile.username}</span>
        </Row>
        <Row label="موبایل حساب">
          <span dir="ltr">{profile.account_phone ? persianDigits(profile.account_phone) : '—'}</span>
        </Row>
        <Row label="ایمیل">
          <span dir="ltr">{profile.email ?? '—'}</span>
        </Row>
        <Row label="عضویت از">{formatJalaliDate(profile.member_since)}</Row>
        <Row label="وضعیت کافی‌نت">
          <Badge color={profile.active ? 'teal' : 'gray'} variant="light">
            {profile.active ? 'فعال' : 'غیرفعال'}
          </Badge>
        </Row>
        <Row label="امتیاز مشتریان">
          <RatingLine average={profile.rating_avg} count={profile.ratings_count} size="xs" />
        </Row>
        <Row label="خدمات">
          <Anchor component={Link} href="/coffenet/tasktable" size="sm">
            {formatNumber(profile.tasks_count)} خدمت
          </Anchor>
        </Row>
        {!profile.active && (
          <Alert color="orange" mt="xs">
            کافی‌نت شما توسط مدیر سامانه غیرفعال شده است و تا فعال شدن دوباره، سفارش تازه دریافت نمی‌کند. برای پیگیری با پشتیبانی تماس بگیرید.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
