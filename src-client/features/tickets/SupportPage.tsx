import { Alert, Anchor, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { Link } from 'wouter';
import { dashboardPathFor } from '@shared/auth/roles';
import { SUPPORT_PHONE } from '@shared/tickets/rules';
import { persianDigits } from '@shared/text/digits';
import { useSession } from '../../session/useSession';
import { BackLink } from '../../ui/BackLink';
import { MyTicketsList } from './MyTicketsList';
import { NewTicketForm } from './NewTicketForm';
import { TicketDetail } from './TicketDetail';
import { useTicketParam } from './useTicketParam';

/** /support (spec 2 §2): a customer's or cafe's tickets; an admin is sent on to /admin/support. */
export default function SupportPage() {
  const { role } = useSession();
  const [ticketId, setTicketId] = useTicketParam();
  return (
    <Stack gap="lg">
      <BackLink href={dashboardPathFor(role)}>بازگشت به داشبورد</BackLink>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">پشتیبانی</Title>
        <Group gap={6}>
          <IconPhone size={16} />
          <Text size="sm">
            {/* Persian digits like every phone shown; the link dials the ASCII number. */}
            تلفن پشتیبانی:{' '}
            <Anchor href={`tel:${SUPPORT_PHONE.replace(/\D/g, '')}`} dir="ltr" c="inherit">
              {persianDigits(SUPPORT_PHONE)}
            </Anchor>
          </Text>
        </Group>
      </Group>
      {role === 'admin' ? (
        <Alert color="violet" title="پشتیبانی مدیر">
          تیکت‌های کاربران و کافی‌نت‌ها در{' '}
          <Anchor component={Link} href={ticketId ? `/admin/support?ticketId=${ticketId}` : '/admin/support'}>
            صفحه پشتیبانی مدیر
          </Anchor>{' '}
          پاسخ داده می‌شوند.
        </Alert>
      ) : (
        <>
          {ticketId && <TicketDetail key={ticketId} id={ticketId} viewer="owner" />}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <NewTicketForm onCreated={setTicketId} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Card withBorder radius="md" padding="md">
                <MyTicketsList selected={ticketId} onOpen={setTicketId} />
              </Card>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
