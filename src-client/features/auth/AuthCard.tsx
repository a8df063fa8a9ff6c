import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="lg" maw={460} mx="auto" mt="xl">
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">{title}</Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {children}
    </Paper>
  );
}
