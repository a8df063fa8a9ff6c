import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { formatFileSize } from '@shared/orders/files';
import { formatNumber } from '@shared/wallet/money';
import { STORE_MSG } from '@shared/store/messages';
import { STORE_ADMIN_MSG } from '@shared/store/admin-messages';
import { DataTable } from '../../ui/DataTable';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { BackLink } from '../../ui/BackLink';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { ProductNotFound } from '../store/ProductNotFound';
import { ProductTypeBadge } from '../store/ProductBadges';
import { ProductVisual } from '../store/ProductVisual';
import { isId } from '@shared/ids';
import { FileName } from '../../ui/FileName';


/**
 * /user/digital/{id}: a bought file product's files with name, Persian size and a download that
 * saves the original name. A non-buyer gets 403 from the server and a link to the product.
 */
export default function DigitalFilesPage() {
  const { id = '' } = useParams<{ id: string }>();
  const valid = isId(id);
  const view = trpc.store.content.digital.useQuery({ id }, { enabled: valid, retry: false, refetchOnWindowFocus: false });
  if (!valid) return <ProductNotFound />;
  if (view.isPending) return <PageLoader />;
  if (view.isError) {
    const code = errorCode(view.error);
    if (code === 'NOT_FOUND') return <ProductNotFound />;
    if (code === 'FORBIDDEN') {
      return (
        <Card withBorder radius="md" maw={560} mx="auto">
          <Stack align="center" gap="sm" py="lg">
            <Text fw={700}>{STORE_ADMIN_MSG.notPurchased}</Text>
            <Button component={Link} href={`/product/${id}`}>
              مشاهده و خرید محصول
            </Button>
          </Stack>
        </Card>
      );
    }
    return <ErrorState title={STORE_MSG.filesLoadFailed} message={errorMessage(view.error)} onRetry={() => view.refetch()} />;
  }
  const p = view.data;
  return (
    <Stack gap="md">
      <BackLink href="/user/courses">محصولات من</BackLink>
      <Group align="flex-start" wrap="nowrap">
        <div style={{ width: 96, flexShrink: 0 }}>
          <ProductVisual image={p.image} type={p.product_type} name={p.name} height={96} iconSize={40} />
        </div>
        <Stack gap={4}>
          <Title order={1} size="h2">{p.name}</Title>
          <Group gap={6}>
            <ProductTypeBadge type={p.product_type} size="sm" />
            <Text size="sm" c="dimmed">
              {formatNumber(p.files_count)} فایل
            </Text>
          </Group>
          {p.is_active && (
            <Anchor component={Link} href={`/product/${p.id}`} size="sm">
              صفحه محصول
            </Anchor>
          )}
        </Stack>
      </Group>
      {!p.is_active && (
        <Alert color="gray" variant="light">
          این محصول دیگر فروخته نمی‌شود، اما فایل‌های آن برای شما در دسترس است.
        </Alert>
      )}
      {p.files_info.length === 0 ? (
        <EmptyState message="هنوز فایلی برای این محصول بارگذاری نشده است." />
      ) : (
        <DataTable
          rows={p.files_info}
          label="فایل‌های محصول"
          minWidth={360}
          rowTestId="digital-file"
          tableProps={{ striped: false, withTableBorder: true, verticalSpacing: 'sm', horizontalSpacing: 'md' }}
          columns={[
            { header: 'نام فایل', phone: 'title', cell: (f) => <FileName name={f.filename} /> },
            { header: 'حجم', cell: (f) => formatFileSize(f.size) },
            {
              header: 'دانلود',
              phone: 'actions',
              cell: (f) => (
                <Button component="a" href={f.url} download={f.filename} size="xs" variant="light" leftSection={<IconDownload size={14} />}>
                  دانلود
                </Button>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
