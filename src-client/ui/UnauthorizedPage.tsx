import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { dashboardPathFor } from '@shared/auth/roles';
import { MSG } from '@shared/messages';
import { useSession } from '../session/useSession';

/** Spec 1 §2.10: a page of another role, no login or an expired session lead here. */
export default function UnauthorizedPage() {
  const { token, role } = useSession();
  return (
    <Stack align="center" py={60} gap="md">
      <Title order={1} size="h2">دسترسی غیرمجاز</Title>
      <Text>{MSG.forbidden}</Text>
      <Text c="dimmed" size="sm">
        ممکن است این صفحه مربوط به نقش دیگری باشد، وارد حساب خود نشده باشید یا نشست شما منقضی شده باشد.
      </Text>
      <Group>
        <Button variant="default" onClick={() => history.back()}>
          بازگشت
        </Button>
        {token ? (
          <Button component={Link} href={dashboardPathFor(role)}>
            داشبورد من
          </Button>
        ) : (
          <Button component={Link} href="/login">
            ورود
          </Button>
        )}
        <Button component={Link} href="/" variant="light">
          صفحه اصلی
        </Button>
      </Group>
    </Stack>
  );
}
