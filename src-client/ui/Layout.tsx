import type { ReactNode } from 'react';
import { AppShell, Container } from '@mantine/core';
import { Header } from './Header';
import { RoleNav } from './RoleNav';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <RoleNav />
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
