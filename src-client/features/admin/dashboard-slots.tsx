import { Card, Text } from '@mantine/core';
import { EmptyState } from '../../ui/EmptyState';
import { Tile } from './admin-ui';

/*
 * SLOTS FOR SUPPORT TICKETS (issue 15). The dashboard renders these two components where the open
 * ticket counter and the five newest tickets belong. Until tickets land the counter reads 0 and the
 * list shows its empty state (issue 11 §1). After merging the tickets branch, the integrator makes
 * these two render the tickets area's counter and recent-tickets card; nothing else changes.
 */

export function OpenTicketsCounterSlot() {
  return <Tile label="تیکت‌های باز" value="۰" testId="counter-open-tickets" />;
}

export function RecentTicketsSlot() {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="recent-tickets">
      <Text fw={700} mb="sm">
        تیکت‌های اخیر
      </Text>
      <EmptyState message="تیکتی ثبت نشده است" />
    </Card>
  );
}
