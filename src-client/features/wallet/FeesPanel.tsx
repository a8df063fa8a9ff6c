import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { MSG } from '@shared/messages';
import { FEE } from '@shared/constants';
import { ADMIN_MSG } from '@shared/admin/messages';
import { CAFE_FEES_PAGE, feeValue } from '@shared/wallet/schemas';
import { formatFeePercent } from '@shared/wallet/transactions';
import { WALLET_MSG, WALLET_LABELS } from '@shared/wallet/messages';
import { trpc, type RouterOutputs } from '../../trpc';
import { PersianNumberInput } from '../../ui/PersianNumberInput';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';
import { QueryView, SkipPager } from '../admin/admin-ui';
import { isolate } from '@shared/text/bidi';
import { persianDigits } from '@shared/text/digits';
import { DataTable, type Column } from '../../ui/DataTable';

type CafeFee = RouterOutputs['wallet']['admin']['cafeFees']['cafes'][number];

function feeError(value: number | string): string | null {
  return feeValue.safeParse(typeof value === 'number' ? value : Number.NaN).success ? null : MSG.invalidFee;
}

/**
 * Spec 3 §2 and §5: the global fee and each cafe's own fee, 0 to 1 (0.1 is ten percent). The
 * cafes come a page at a time in name order (thousands of cafes at marketplace scale), with a
 * search by a piece of the name.
 */
export function FeesPanel() {
  const utils = trpc.useUtils();
  const global = trpc.wallet.admin.globalFee.useQuery();
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const [text, setText] = useDebouncedSearch(search, (q) => {
    setSearch(q);
    setSkip(0);
  });
  const fees = trpc.wallet.admin.cafeFees.useQuery({ skip, limit: CAFE_FEES_PAGE.size, search: search || undefined }, { placeholderData: (p) => p });
  const [globalFee, setGlobalFee] = useState<number | string>(FEE.defaultGlobal);
  const [editing, setEditing] = useState<CafeFee | null>(null);
  const [cafeFee, setCafeFee] = useState<number | string>('');
  useEffect(() => {
    if (global.data) setGlobalFee(global.data.global_platform_fee);
  }, [global.data?.global_platform_fee]);

  const refresh = () => {
    void utils.wallet.admin.globalFee.invalidate();
    void utils.wallet.admin.cafeFees.invalidate();
  };
  const saveGlobal = trpc.wallet.admin.setGlobalFee.useMutation({
    onSuccess: (r) => {
      toast.success(r.message, { duration: 3000 });
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, MSG.feeSetError)),
  });
  const saveCafe = trpc.wallet.admin.setCafeFee.useMutation({
    onSuccess: (r) => {
      toast.success(r.message);
      setEditing(null);
      refresh();
    },
    onError: (e, input) => toast.error(errorMessage(e, input.fee === null ? WALLET_MSG.feeResetError : MSG.feeSetError)),
  });

  const feeColumns: Column<CafeFee>[] = [
    {
      header: 'کافی‌نت',
      phone: 'title',
      cell: (c) => (
        <>
          {c.cafe_name}{' '}
          {!c.active && (
            <Badge color="gray" size="xs">
              غیرفعال
            </Badge>
          )}
        </>
      ),
    },
    { header: 'نام کاربری', ltr: true, cell: (c) => c.username },
    // Spec 3's cafe fee row: the phone and address tell apart cafes of one name.
    { header: 'تلفن', ltr: true, cell: (c) => (c.phone ? persianDigits(c.phone) : '—') },
    { header: 'آدرس', cell: (c) => c.address || '—' },
    { header: 'کارمزد', cell: (c) => (c.fee_percent === null ? `سراسری (${formatFeePercent(c.global_fee)})` : formatFeePercent(c.fee_percent)) },
    {
      header: 'عملیات',
      phone: 'actions',
      cell: (c) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" variant="light" onClick={() => { setEditing(c); setCafeFee(c.fee_percent ?? c.global_fee); }}>
            تعیین کارمزد
          </Button>
          {c.fee_percent !== null && (
            <Button size="compact-sm" variant="subtle" color="gray" loading={saveCafe.isPending && saveCafe.variables?.cafe_user_id === c.id} onClick={() => saveCafe.mutate({ cafe_user_id: c.id, fee: null })}>
              بازگشت به سراسری
            </Button>
          )}
        </Group>
      ),
    },
  ];

  const globalProblem = feeError(globalFee);
  const cafeProblem = feeError(cafeFee);

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            کارمزد سراسری
          </Title>
          <Text size="sm" c="dimmed">
            سهم سامانه از هر سفارش تکمیل‌شده، برای کافی‌نت‌هایی که کارمزد جداگانه ندارند (۰٫۱ یعنی ۱۰٪).
          </Text>
          {global.isError && <ErrorState title={MSG.feeGetError} message={errorMessage(global.error)} onRetry={() => void global.refetch()} />}
          <Group align="flex-end">
            <PersianNumberInput label="کارمزد (۰ تا ۱)" name="global_fee" allowDecimal thousandSeparator={false} step={FEE.inputStep} min={FEE.min} max={FEE.max} value={globalFee} onChange={setGlobalFee} error={globalProblem} w={180} disabled={global.isPending} />
            <Text pb={8}>{globalProblem ? '' : formatFeePercent(Number(globalFee))}</Text>
            <Button loading={saveGlobal.isPending} disabled={Boolean(globalProblem) || !global.isSuccess} onClick={() => saveGlobal.mutate({ fee: Number(globalFee) })}>
              ذخیره کارمزد سراسری
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          کارمزد کافی‌نت‌ها
        </Title>
        <Stack gap="md">
          <TextInput leftSection={<IconSearch size={16} />} placeholder="جستجوی نام کافی‌نت" aria-label={WALLET_LABELS.cafeNameSearch} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <QueryView query={fees} errorText={WALLET_MSG.cafeFeesLoadError} isEmpty={(d) => d.cafes.length === 0} emptyText={search ? ADMIN_MSG.noCafes : 'کافی‌نتی ثبت نشده است'}>
            {(page) => (
              <Stack data-testid="cafe-fee-list">
                <DataTable rows={page.cafes} columns={feeColumns} label="کارمزد کافی‌نت‌ها" minWidth={820} rowTestId="cafe-fee-row" tableProps={{ striped: false, verticalSpacing: 'sm' }} />
                <SkipPager skip={skip} limit={CAFE_FEES_PAGE.size} hasMore={page.has_more} onChange={setSkip} disabled={fees.isFetching} />
              </Stack>
            )}
          </QueryView>
        </Stack>
      </Card>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={`کارمزد ${isolate(editing?.cafe_name ?? '')}`} centered>
        <Stack>
          <PersianNumberInput label="کارمزد (۰ تا ۱)" name="cafe_fee" allowDecimal thousandSeparator={false} step={FEE.inputStep} min={FEE.min} max={FEE.max} value={cafeFee} onChange={setCafeFee} error={cafeProblem} />
          <Button loading={saveCafe.isPending} disabled={Boolean(cafeProblem)} onClick={() => editing && saveCafe.mutate({ cafe_user_id: editing.id, fee: Number(cafeFee) })}>
            ذخیره
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
