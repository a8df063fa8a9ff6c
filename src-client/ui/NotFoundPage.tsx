import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { SHELL_MSG } from '@shared/shell-messages';

export function NotFoundPage() {
  return (
    <Stack align="center" py={60} gap="md">
      {/* A big number, not a heading: the page's one h1 is its title below. */}
      <Text fz={34} fw={700} lh={1.3} c="dimmed">
        ۴۰۴
      </Text>
      <Title order={1} size="h2">صفحه پیدا نشد</Title>
      <Text c="dimmed">{SHELL_MSG.pageNotFound}</Text>
      <Button component={Link} href="/">
        بازگشت به صفحه اصلی
      </Button>
    </Stack>
  );
}
