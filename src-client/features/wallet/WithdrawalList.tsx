import { Fragment, type ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { WITHDRAWAL_STATUS_COLORS, WITHDRAWAL_STATUS_LABELS } from '@shared/wallet/transactions';
import { REFERENCE_LABELS } from '@shared/reference';
import type { RouterOutputs } from '../../trpc';
import { ShortReference } from '../../ui/ShortReference';
import { JoinedParts } from '../../ui/JoinedParts';
import { joinParts } from '@shared/text/list';
import { WalletToman } from './AmountText';

export type Withdrawal = RouterOutputs['wallet']['myWithdrawals']['items'][number];

/** One withdrawal request: amount, status, account, the admin's answer; `actions` for the admin. */
export function WithdrawalCard({ request, showCafe, actions }: { request: Withdrawal; showCafe?: boolean; actions?: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" data-testid="withdrawal-request">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <WalletToman rials={request.amount} fw={700} />
            <Badge color={WITHDRAWAL_STATUS_COLORS[request.status]} variant="light">
              {WITHDRAWAL_STATUS_LABELS[request.status]}
            </Badge>
          </Group>
          {showCafe && (
            <Text size="sm">
              <JoinedParts
                parts={[
                  <bdi key="holder">{request.cafe_name ?? request.username}</bdi>,
                  request.cafe_balance !== null && (
                    <Text key="balance" span c="dimmed" size="sm">
                      موجودی فعلی <WalletToman rials={request.cafe_balance} size="sm" />
                    </Text>
                  ),
                ]}
              />
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {joinParts(request.account_info.bank, request.account_info.full_name)}
          </Text>
          {/* Two lines, as in the bank accounts list: a separator in this left-to-right line reads as part of a number. */}
          <Text size="xs" ff="monospace" dir="ltr" ta="right">
            {request.account_info.iban}
          </Text>
          <Text size="xs" ff="monospace" dir="ltr" ta="right">
            {request.account_info.account_number}
          </Text>
          {request.description && <Text size="sm">{request.description}</Text>}
          {request.admin_message && <Text size="sm">پیام مدیر: {request.admin_message}</Text>}
          {request.expected_time && <Text size="sm">زمان تقریبی واریز: {request.expected_time}</Text>}
          <Text size="xs" c="dimmed">
            <JoinedParts
              parts={[
                <Fragment key="reference">
                  {REFERENCE_LABELS.withdrawal} <ShortReference kind="withdrawal" id={request.id} size="xs" />
                </Fragment>,
                formatJalaliDateTime(request.created_at),
              ]}
            />
          </Text>
        </Stack>
        {actions}
      </Group>
    </Card>
  );
}

/** «درخواست‌های بیشتر» under the cafe's requests while the last page says more follow (as «سفارش‌های بیشتر»). */
export function MoreWithdrawalsButton({ pages }: { pages: { data?: { has_more: boolean }; isFetching: boolean; loadMore: () => void } }) {
  if (!pages.data?.has_more) return null;
  return (
    <Button variant="default" onClick={pages.loadMore} loading={pages.isFetching} data-testid="more-withdrawals">
      درخواست‌های بیشتر
    </Button>
  );
}
