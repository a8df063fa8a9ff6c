import { Accordion, Stack } from '@mantine/core';
import { acceptsFiles, acceptsFinalFile, type OrderStatus } from '@shared/orders/state-machine';
import { formatNumber } from '@shared/wallet/money';
import type { RouterOutputs } from '../../trpc';
import { trpc } from '../../trpc';
import { FileUploadForm } from './FileUploadForm';
import { OrderFilesList } from './OrderFilesList';

type OrderFile = RouterOutputs['orders']['byId']['files'][number];

interface Props {
  order: { id: string; status: OrderStatus; files: OrderFile[] };
  uploadedBy: 'user' | 'coffenet';
}

/**
 * An order card's folded "files" section: the list, and the upload form while the order still
 * takes files. A cafe may mark a file final once it works on the order (or after it completed).
 */
export function OrderFilesAccordion({ order, uploadedBy }: Props) {
  const utils = trpc.useUtils();
  const allowFinal = uploadedBy === 'coffenet' && acceptsFinalFile(order.status);
  return (
    <Accordion variant="contained" mt="sm" chevronPosition="left">
      <Accordion.Item value="files">
        <Accordion.Control>فایل‌ها ({formatNumber(order.files.length)})</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <OrderFilesList orderId={order.id} files={order.files} />
            {acceptsFiles(order.status) && (
              <FileUploadForm orderId={order.id} uploadedBy={uploadedBy} allowFinal={allowFinal} onUploaded={() => utils.orders.invalidate()} />
            )}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
