import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { ADMIN_MSG, ADMIN_LABELS } from '@shared/admin/messages';
import { ADMIN_LIMITS } from '@shared/admin/schemas';
import { formatJalaliDate } from '@shared/calendar/dates';
import { ROLES, ROLE_LABELS, type Role } from '@shared/auth/roles';
import { trpc, type RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';
import { AuditList } from './AuditList';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { QueryView, Section, SkipPager, useStepBackFromEmptyPage } from './admin-ui';
import { useQueryParam } from './useQueryParam';
import { DataTable, type Column } from '../../ui/DataTable';

type AdminUser = RouterOutputs['admin']['users']['users'][number];

/** Spec 3 §4 feedback: the server's message for 1.5 s on success, its detail for 2.5 s on failure. */
function useUserAction() {
  const utils = trpc.useUtils();
  const done = {
    onSuccess: (r: { message: string }) => {
      toast.success(r.message, { duration: 1500 });
      void utils.admin.users.invalidate();
      void utils.admin.auditPage.invalidate();
      void utils.admin.statistics.invalidate();
    },
    onError: (e: unknown) => toast.error(errorMessage(e, ADMIN_MSG.operationFailed), { duration: 2500 }),
  };
  return {
    role: trpc.admin.setRole.useMutation(done),
    block: trpc.admin.setBlocked.useMutation(done),
    remove: trpc.admin.deleteUser.useMutation(done),
  };
}

function RoleCell({ user, me }: { user: AdminUser; me: string | undefined }) {
  const { role } = useUserAction();
  const [chosen, setChosen] = useState<Role | null>(null);
  return (
    <Group gap={6} wrap="nowrap">
      <Select
        size="xs"
        w={130}
        aria-label={ADMIN_LABELS.userRole(user.username)}
        data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        value={chosen ?? user.role}
        allowDeselect={false}
        disabled={user.id === me || role.isPending}
        onChange={(v) => setChosen(v && v !== user.role ? (v as Role) : null)}
      />
      {chosen && (
        <Group gap={4} wrap="nowrap">
          <Text size="xs">{ADMIN_MSG.confirmGeneric}</Text>
          <Button size="compact-xs" onClick={() => role.mutate({ id: user.id, role: chosen }, { onSettled: () => setChosen(null) })} loading={role.isPending}>
            تأیید
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setChosen(null)}>
            انصراف
          </Button>
        </Group>
      )}
    </Group>
  );
}

function UserActions({ user, me }: { user: AdminUser; me: string | undefined }) {
  const { block, remove } = useUserAction();
  const self = user.id === me;
  return (
    <Group gap={6} wrap="nowrap">
      <ConfirmButton
        label={user.blocked ? 'رفع مسدودی' : 'مسدود کردن'}
        color={user.blocked ? 'teal' : 'orange'}
        disabled={self}
        loading={block.isPending}
        onConfirm={() => block.mutate({ id: user.id, blocked: !user.blocked })}
      />
      <ConfirmButton label="حذف" color="red" disabled={self} loading={remove.isPending} onConfirm={() => remove.mutate({ id: user.id })} />
    </Group>
  );
}

function userColumns(me: string | undefined): Column<AdminUser>[] {
  return [
    { header: 'نام کاربری', phone: 'title', cell: (u) => <Text fw={600}>{u.username}</Text> },
    { header: 'ایمیل', cell: (u) => u.email ?? '—' },
    { header: 'نقش', cell: (u) => <RoleCell user={u} me={me} /> },
    { header: 'وضعیت', cell: (u) => (u.blocked ? <Badge color="red">مسدود</Badge> : <Badge color="teal" variant="light">فعال</Badge>) },
    { header: 'تاریخ عضویت', cell: (u) => formatJalaliDate(u.created_at) },
    { header: 'عملیات', phone: 'actions', cell: (u) => <UserActions user={u} me={me} /> },
  ];
}

/** Spec 3 §2 /admin/user: pages of 10, search by username (kept in the address), role, block, delete. */
export default function AdminUsersPage() {
  const me = trpc.auth.me.useQuery();
  const [search, setSearch] = useQueryParam('search');
  const [skip, setSkip] = useState(0);
  const [text, setText] = useDebouncedSearch(search, (q) => {
    setSearch(q || null);
    setSkip(0);
  });
  const users = trpc.admin.users.useQuery({ skip, limit: ADMIN_LIMITS.usersPage, search: search || undefined }, { placeholderData: (p) => p });
  useStepBackFromEmptyPage(skip, ADMIN_LIMITS.usersPage, users.isPlaceholderData ? undefined : users.data?.users.length, setSkip);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">مدیریت کاربران</Title>
      <Section title="کاربران">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder="جستجوی نام کاربری"
          aria-label={ADMIN_LABELS.userSearch}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <QueryView query={users} errorText={ADMIN_MSG.usersLoad} isEmpty={(d) => d.users.length === 0} emptyText={ADMIN_MSG.noUsers}>
          {(page) => (
            <Stack>
              <DataTable rows={page.users} columns={userColumns(me.data?.id)} label="کاربران" minWidth={820} rowTestId="admin-user-row" tableProps={{ highlightOnHover: true }} />
              <SkipPager skip={skip} limit={ADMIN_LIMITS.usersPage} hasMore={page.has_more} onChange={setSkip} disabled={users.isFetching} />
            </Stack>
          )}
        </QueryView>
      </Section>
      <AuditList area="users" />
    </Stack>
  );
}
