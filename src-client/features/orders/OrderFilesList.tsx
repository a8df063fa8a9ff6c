import { useState } from 'react';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { formatFileSize } from '@shared/orders/files';
import { ORDER_MSG, ORDER_LABELS } from '@shared/orders/messages';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import type { RouterOutputs } from '../../trpc';
import { downloadOrderFile, fileDownloadPath } from './order-files';
import { FileName } from '../../ui/FileName';
import { JoinedParts } from '../../ui/JoinedParts';

type OrderFile = RouterOutputs['orders']['byId']['files'][number];

/** An order's files with their uploader and a download button (locked final files say why). */
export function OrderFilesList({ orderId, files }: { orderId: string; files: OrderFile[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        فایلی ثبت نشده است
      </Text>
    );
  }
  const download = async (file: OrderFile) => {
    setBusy(file.id);
    try {
      await downloadOrderFile(fileDownloadPath(orderId, file.id), file.file_name);
    } catch (error) {
      toast.error(ORDER_MSG.downloadFailed + (error instanceof Error ? error.message : ''));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap={6} data-testid="order-files">
      {files.map((file) => (
        <Group key={file.id} justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500} truncate>
                <FileName name={file.file_name} />
              </Text>
              {file.is_final && (
                <Badge size="xs" color="green">
                  فایل نهایی
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              <JoinedParts parts={[file.uploaded_by === 'user' ? 'مشتری' : 'کافی‌نت', formatFileSize(file.size), formatJalaliDateTime(file.uploaded_at), file.caption]} />
            </Text>
          </Stack>
          {file.downloadable ? (
            <ActionIcon variant="light" aria-label={ORDER_LABELS.downloadFile(file.file_name)} loading={busy === file.id} onClick={() => download(file)}>
              <IconDownload size={16} />
            </ActionIcon>
          ) : (
            <Tooltip label={ORDER_MSG.finalFileLocked}>
              <ActionIcon variant="default" aria-label={ORDER_MSG.finalFileLocked} disabled>
                <IconLock size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
    </Stack>
  );
}
