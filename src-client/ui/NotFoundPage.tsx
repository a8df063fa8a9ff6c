import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { MSG } from '@shared/messages';

export function NotFoundPage() {
  return (
    <Stack align="center" py={60} gap="md">
      <Title order={1} c="dimmed">
        ۴۰۴
      </Title>
      <Title order={2}>صفحه پیدا نشد</Title>
      <Text c="dimmed">{MSG.pageNotFound}</Text>
      <Button component={Link} href="/">
        بازگشت به صفحه اصلی
      </Button>
    </Stack>
  );
}
