import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Badge, Box, Button, Center, Collapse, Group, Loader, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconChecks, IconDownload, IconLock, IconPaperclip, IconSend } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { ORDER_MSG } from '@shared/order-messages';
import { finalFileReleased, ORDER_POLL_MS } from '@shared/orders';
import { formatRelativeTime } from '@shared/dates';
import { formatFileSize } from '@shared/files';
import { ORDER_TEXT_LIMITS } from '@shared/schemas/orders';
import { trpc, type RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { downloadOrderFile, fileDownloadPath } from '../orders/order-files';
import { FileUploadForm } from '../orders/FileUploadForm';

type Order = RouterOutputs['orders']['byId'];
type Message = RouterOutputs['chat']['byOrder'][number];

/** Re-renders every half minute so "n minutes ago" stays true without a refetch. */
function useTicker(ms: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/**
 * The order chat (spec 2 §2): messages oldest first, refreshed every 10 s, text and files with a
 * caption (and the final-file flag for the cafe), seen marks for one's own messages.
 */
export function ChatPanel({ order, viewerId, height = 460 }: { order: Order | undefined; viewerId: string; height?: number }) {
  const orderId = order?.id ?? '';
  const utils = trpc.useUtils();
  const messages = trpc.chat.byOrder.useQuery({ orderId }, { enabled: Boolean(order), refetchInterval: ORDER_POLL_MS.chat });
  const markSeen = trpc.chat.markSeen.useMutation({
    onSuccess: () => Promise.all([utils.chat.unread.invalidate(), utils.notifications.invalidate()]),
  });
  const [text, setText] = useState('');
  const [attachOpen, setAttachOpen] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const now = useTicker(30_000);
  const isCafe = order ? viewerId !== order.user_id : false;

  const send = trpc.chat.send.useMutation({
    async onSuccess() {
      setText('');
      await utils.chat.byOrder.invalidate({ orderId });
    },
    onError(error) {
      toast.error(errorMessage(error, ORDER_MSG.chatSendFailed));
    },
  });

  const unseenForMe = messages.data?.some((m) => m.receiver_id === viewerId && !m.seen) ?? false;
  useEffect(() => {
    if (unseenForMe && !markSeen.isPending) markSeen.mutate({ orderId });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unseenForMe, messages.dataUpdatedAt]);

  const count = messages.data?.length ?? 0;
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count]);

  const submit = () => {
    if (!order?.user_id) return toast.error(ORDER_MSG.chatOrderUserMissing);
    if (!text.trim()) return toast.error(ORDER_MSG.chatMessageRequired);
    send.mutate({ orderId, message: text });
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <ScrollArea h={height} viewportRef={viewport} type="auto">
        {messages.isPending ? (
          <Center h={height}>
            <Loader />
          </Center>
        ) : messages.isError ? (
          <ErrorState message={errorMessage(messages.error)} onRetry={() => messages.refetch()} />
        ) : messages.data.length === 0 ? (
          <Center h={height}>
            <Text c="dimmed">{ORDER_MSG.noMessages}</Text>
          </Center>
        ) : (
          <Stack gap="xs" p={4} data-testid="chat-messages">
            {messages.data.map((m) => (
              <MessageBubble key={m.id} message={m} mine={m.sender_id === viewerId} order={order!} isCafe={isCafe} now={now} />
            ))}
          </Stack>
        )}
      </ScrollArea>
      <Stack gap="xs" mt="sm">
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <ActionIcon
            size="lg"
            variant={attachOpen ? 'filled' : 'default'}
            aria-label="پیوست فایل"
            onClick={() => setAttachOpen((o) => !o)}
            disabled={!order}
          >
            <IconPaperclip size={18} />
          </ActionIcon>
          <Textarea
            style={{ flex: 1 }}
            placeholder="پیام خود را بنویسید…"
            aria-label="متن پیام"
            autosize
            minRows={1}
            maxRows={4}
            maxLength={ORDER_TEXT_LIMITS.chatMessage}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                submit();
              }
            }}
          />
          <Button onClick={submit} loading={send.isPending} disabled={!order} leftSection={<IconSend size={16} />}>
            ارسال
          </Button>
        </Group>
        <Collapse expanded={attachOpen}>
          {order && (
            <FileUploadForm
              orderId={orderId}
              uploadedBy={isCafe ? 'coffenet' : 'user'}
              allowFinal={isCafe && (order.status === 'in_progress' || order.status === 'completed')}
              submitLabel="ارسال فایل"
              onUploaded={async (file, meta) => {
                try {
                  await send.mutateAsync({ orderId, message: '', file_id: file.file_id, caption: meta.caption || null });
                } catch {
                  toast.error(ORDER_MSG.chatFileFailed);
                }
                await utils.orders.invalidate();
                setAttachOpen(false);
              }}
            />
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
}

function MessageBubble({ message: m, mine, order, isCafe, now }: { message: Message; mine: boolean; order: Order; isCafe: boolean; now: Date }) {
  const [busy, setBusy] = useState(false);
  const system = m.kind === 'pricing' || m.kind === 'status';
  const locked = m.is_final && !isCafe && !finalFileReleased(order.status, order.payment_status);
  const download = async () => {
    if (!m.file_id) return toast.error(ORDER_MSG.fileNotFound);
    setBusy(true);
    try {
      await downloadOrderFile(fileDownloadPath(order.id, m.file_id), m.file_info?.name ?? 'file');
    } catch (error) {
      toast.error(`${ORDER_MSG.chatDownloadFailed}: ${error instanceof Error ? error.message : ''}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box style={{ display: 'flex', justifyContent: mine ? 'flex-start' : 'flex-end' }}>
      <Paper
        p="xs"
        radius="md"
        maw="85%"
        bg={system ? 'yellow.0' : mine ? 'teal.0' : 'gray.0'}
        withBorder={system}
        data-testid="chat-message"
      >
        <Group gap={6} mb={2}>
          <Text size="xs" fw={700} dir="auto">
            {m.sender_name}
          </Text>
          {m.kind === 'pricing' && (
            <Badge size="xs" color="orange">
              پیشنهاد قیمت
            </Badge>
          )}
          {m.is_final && (
            <Badge size="xs" color="green">
              فایل نهایی
            </Badge>
          )}
        </Group>
        {m.kind !== 'file' && (
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.message}
          </Text>
        )}
        {m.file_id && m.file_info && (
          <Group gap="xs" wrap="nowrap" mt={m.kind === 'file' ? 0 : 4}>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={locked ? <IconLock size={14} /> : <IconDownload size={14} />}
              onClick={download}
              loading={busy}
              disabled={locked}
              title={locked ? ORDER_MSG.finalFileLocked : undefined}
            >
              {m.file_info.name}
            </Button>
            <Text size="xs" c="dimmed">
              {formatFileSize(m.file_info.size)}
            </Text>
          </Group>
        )}
        {m.caption && (
          <Text size="xs" c="dimmed" mt={2}>
            {m.caption}
          </Text>
        )}
        {locked && (
          <Text size="xs" c="orange" mt={2}>
            {ORDER_MSG.finalFileLocked}
          </Text>
        )}
        <Group gap={4} justify="flex-end" mt={2}>
          <Text size="xs" c="dimmed">
            {formatRelativeTime(m.created_at, now)}
          </Text>
          {mine && (m.seen ? <IconChecks size={14} color="teal" aria-label="دیده شد" /> : <IconCheck size={14} aria-label="ارسال شد" />)}
        </Group>
      </Paper>
    </Box>
  );
}
