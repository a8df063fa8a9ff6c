import { useState } from 'react';
import { Alert, Anchor, Button, Card, FileInput, Stack, Text, Title } from '@mantine/core';
import { toast } from 'react-hot-toast';
import { formatFileSize } from '@shared/orders/files';
import { acceptAttribute } from '@shared/store/media';
import { STORE_ADMIN_MSG as M, STORE_ADMIN_LABELS } from '@shared/store/admin-messages';
import { trpc } from '../../trpc';
import { DeleteRowButton } from './DeleteRowButton';
import { DataTable } from '../../ui/DataTable';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { ProductPicker } from './ProductPicker';
import { UploadProgress } from './UploadProgress';
import { useUpload } from '../../ui/upload';
import { FileName } from '../../ui/FileName';

/** Spec 3 "digital file manager": a product's files (name, size, download), append, delete with confirm. */
export function FileManager() {
  const [productId, setProductId] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" component="section" aria-label={STORE_ADMIN_LABELS.fileManager}>
      <Stack gap="sm">
        <Title order={2} size="h4">مدیریت فایل‌های محصولات دیجیتال</Title>
        <ProductPicker family="digital" label="محصول دیجیتال" value={productId} onChange={setProductId} />
        {productId ? <ProductFiles productId={productId} /> : <Text c="dimmed">یک محصول دیجیتال را انتخاب کنید.</Text>}
      </Stack>
    </Card>
  );
}

export function ProductFiles({ productId }: { productId: string }) {
  const product = trpc.store.admin.product.useQuery({ id: productId });
  const utils = trpc.useUtils();
  const remove = trpc.store.admin.deleteFile.useMutation({
    onSuccess: () => {
      toast.success(M.fileDeleted);
      void utils.store.admin.product.invalidate({ id: productId });
      void utils.admin.auditPage.invalidate({ area: 'store' });
    },
    onError: (e) => toast.error(`${M.deleteFileFailed}: ${errorMessage(e)}`),
  });
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUpload();

  const append = async () => {
    setFailure(null);
    if (files.length === 0) return setError(M.chooseFilesFirst);
    setError(null);
    const body = new FormData();
    for (const f of files) body.append('files', f);
    try {
      await upload.send('POST', `/api/store/products/${productId}/digital-files`, body);
      toast.success(M.filesAdded);
      setFiles([]);
      void utils.store.admin.product.invalidate({ id: productId });
      void utils.admin.auditPage.invalidate({ area: 'store' });
    } catch (e) {
      setFailure(`${M.addFileFailed}: ${(e as Error).message}`);
    }
  };

  if (product.isPending) return <PageLoader />;
  if (product.isError) return <ErrorState message={errorMessage(product.error)} onRetry={() => product.refetch()} />;
  const p = product.data;
  return (
    <Stack gap="sm">
      {p.files_info.length === 0 ? (
        <EmptyState message="این محصول فایلی ندارد." />
      ) : (
        <DataTable
          rows={p.files_info}
          label="فایل‌های محصول"
          minWidth={420}
          rowTestId="admin-file"
          tableProps={{ striped: false }}
          columns={[
            {
              header: 'نام',
              phone: 'title',
              cell: (f) => (
                <Anchor href={f.url} download={f.filename} size="sm">
                  <FileName name={f.filename} />
                </Anchor>
              ),
            },
            { header: 'حجم', cell: (f) => formatFileSize(f.size) },
            { header: 'عملیات', phone: 'actions', cell: (f) => <DeleteRowButton busy={remove.isPending && remove.variables?.file_id === f.id} onConfirm={() => remove.mutate({ product_id: productId, file_id: f.id })} /> },
          ]}
        />
      )}
      <FileInput label="افزودن فایل" multiple accept={acceptAttribute('file', p.product_type)} value={files} onChange={setFiles} error={error} clearable />
      <UploadProgress upload={upload} />
      {failure && <Alert color="red">{failure}</Alert>}
      <Button onClick={append} loading={upload.busy} variant="light" w="fit-content">
        بارگذاری فایل‌ها
      </Button>
    </Stack>
  );
}
