import { ActionIcon, Box, Button, Center, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { LIMITS, POLL_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { formatRelativeTime } from '@shared/calendar/dates';
import { badgeLabel, NOTIFICATION_COLORS, notificationLink, shortenNotificationText, bellLabel } from '@shared/notifications/kinds';
import { trpc, type RouterOutputs } from '../../trpc';
import { useSession } from '../../session/useSession';
import { useLiveStatus } from '../../session/live-events';
import { errorMessage } from '../../errors';
import { focusLanding } from '../../ui/FocusRescue';
import { useNow } from '../../ui/useNow';

type Notification = RouterOutputs['notifications']['list'][number];

/** Spec 1 §2.3: unread badge, the five newest in a dropdown, mark-all-read and delete-all. */
export function NotificationBell() {
  const [opened, dropdown] = useDisclosure(false);
  const utils = trpc.useUtils();
  // Pushed over the live stream; polled only while it is down.
  const live = useLiveStatus();
  const count = trpc.notifications.count.useQuery(undefined, { refetchInterval: live ? false : POLL_MS.bellSync });
  const list = trpc.notifications.list.useQuery(
    { limit: LIMITS.bellItems },
    { enabled: opened, refetchInterval: opened && !live ? POLL_MS.notifications : false },
  );
  const refresh = () => Promise.all([utils.notifications.count.invalidate(), utils.notifications.list.invalidate()]);
  const markRead = trpc.notifications.markRead.useMutation({ onSuccess: refresh });
  const markAllRead = trpc.notifications.markAllRead.useMutation({ onSuccess: refresh });
  // After «حذف همه» both buttons are disabled and the list is gone: focus lands on the empty
  // text, which a screen reader then reads («اعلانی وجود ندارد»). The panel stays open.
  const emptyText = useRef<HTMLParagraphElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [cleared, setCleared] = useState(false);
  const deleteAll = trpc.notifications.deleteAll.useMutation({ onSuccess: () => refresh().then(() => setCleared(true)) });
  useEffect(() => {
    if (!cleared || !emptyText.current) return;
    setCleared(false);
    // Only when focus is still in the panel (or fell out of it): never taken from where the person went.
    const active = document.activeElement;
    if (!active || active === document.body || panel.current?.contains(active)) emptyText.current.focus();
  }, [cleared, list.data]);

  const unread = count.data?.unread_count ?? 0;
  return (
    // The badge wraps the popover so the button itself carries the popover's aria-expanded.
    // Its name reads the count as the badge shows it: Persian digits, 99+ above 99 (spec 1 §2.3).
    // trapFocus takes focus into the panel when it opens (its first button, else the panel itself),
    // returnFocus gives it back to the bell when it closes; Escape closes it.
    <Indicator label={badgeLabel(unread)} size={18} disabled={unread === 0} color="red" offset={4}>
    <Popover
      opened={opened}
      onChange={(o) => (o ? dropdown.open() : dropdown.close())}
      width="min(340px, calc(100vw - 16px))"
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
      closeOnEscape
    >
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={bellLabel(unread)} onClick={dropdown.toggle}>
          <IconBell size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" ref={panel}>
        <Group justify="space-between" px={4} pb="xs">
          <Text fw={700}>اعلان‌ها</Text>
          <Group gap={4}>
            <Button size="compact-xs" variant="subtle" disabled={unread === 0} loading={markAllRead.isPending} onClick={() => markAllRead.mutate()}>
              خواندن همه
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={!list.data?.length}
              loading={deleteAll.isPending}
              onClick={() => deleteAll.mutate()}
            >
              حذف همه
            </Button>
          </Group>
        </Group>
        {list.isPending ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : list.isError ? (
          <Text c="red" size="sm" p="sm">
            {errorMessage(list.error)}
          </Text>
        ) : list.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="md" ref={emptyText} tabIndex={-1} {...focusLanding} data-testid="notifications-empty">
            {MSG.noNotifications}
          </Text>
        ) : (
          <NotificationItems
            notifications={list.data}
            onOpen={(n) => {
              if (!n.read) markRead.mutate({ id: n.id });
              dropdown.close();
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
    </Indicator>
  );
}

/** The open panel's rows. Their relative times tick on one timer, which stops when the panel closes. */
function NotificationItems({ notifications, onOpen }: { notifications: Notification[]; onOpen: (n: Notification) => void }) {
  const now = useNow();
  return (
    <ScrollArea.Autosize mah={380}>
      <Stack gap={4}>
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} now={now} onOpen={() => onOpen(n)} />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

function NotificationItem({ notification: n, now, onOpen }: { notification: Notification; now: Date; onOpen: () => void }) {
  const { role } = useSession();
  const [, navigate] = useLocation();
  const link = notificationLink(n.type, n.data, role);
  const target = link;
  return (
    <UnstyledButton
      onClick={() => {
        onOpen();
        if (target) navigate(target.href);
      }}
      p="xs"
      style={{ borderRadius: 8 }}
      bg={n.read ? undefined : 'teal.0'}
      data-testid="notification-item"
    >
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <Box w={10} h={10} mt={6} bg={`${NOTIFICATION_COLORS[n.type]}.6`} style={{ borderRadius: '50%', flexShrink: 0 }} />
        <Stack gap={2} style={{ flex: 1 }}>
          <Text size="sm" fw={n.read ? 500 : 700}>
            {n.title}
          </Text>
          <Text size="xs" c="dimmed">
            {shortenNotificationText(n.message)}
          </Text>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {formatRelativeTime(n.created_at, now)}
            </Text>
            {target && (
              <Text size="xs" c="teal" fw={600}>
                {target.label}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
