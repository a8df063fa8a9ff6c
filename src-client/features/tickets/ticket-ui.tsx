import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { isolate } from '@shared/text/bidi';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { TICKET_STATUS_COLORS, TICKET_STATUS_LABELS, type TicketMessageView, type TicketStatus } from '@shared/tickets/rules';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge
      color={TICKET_STATUS_COLORS[status]}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="ticket-status"
    >
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Who wrote a message, as the viewer reads it: شما / پشتیبانی for an owner, the owner's name for an admin. */
export function senderLabel(senderRole: string, senderUsername: string, viewer: 'owner' | 'admin'): string {
  if (senderRole === 'admin') return viewer === 'admin' ? `پشتیبانی (${isolate(senderUsername)})` : 'پشتیبانی';
  return viewer === 'owner' ? 'شما' : isolate(senderUsername);
}

/** Messages oldest first; text shown as typed (React escapes it), line breaks kept. */
export function TicketMessages({ messages, viewer }: { messages: TicketMessageView[]; viewer: 'owner' | 'admin' }) {
  return (
    <Stack gap="xs" data-testid="ticket-messages">
      {messages.map((m) => {
        const fromSupport = m.sender_role === 'admin';
        return (
          <Card key={m.id} withBorder radius="md" padding="sm" bg={fromSupport ? 'violet.0' : undefined} data-testid="ticket-message">
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="sm" fw={700} data-testid="ticket-message-sender">
                {senderLabel(m.sender_role, m.sender_username, viewer)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatJalaliDateTime(m.created_at)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.message}
            </Text>
          </Card>
        );
      })}
    </Stack>
  );
}
