import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { focusLanding } from '../../ui/FocusRescue';
import { ActionIcon, Badge, Box, Button, Center, Checkbox, Collapse, FileInput, Group, Loader, Paper, Progress, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconChecks, IconDownload, IconLock, IconPaperclip, IconSend } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { ORDER_MSG, ORDER_LABELS } from '@shared/orders/messages';
import { finalFileReleased, ORDER_POLL_MS } from '@shared/orders/state-machine';
import { formatRelativeTime } from '@shared/calendar/dates';
import { formatFileSize, ORDER_FILE_ACCEPT } from '@shared/orders/files';
import { formatPersianNumber } from '@shared/text/digits';
import { ORDER_TEXT_LIMITS } from '@shared/orders/schemas';
import { trpc, type RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { usePhone } from '../../ui/usePhone';
import { useOpenChat } from './open-chats';
import { keepsEarlierAnswer, RefreshFailed } from '../../ui/RefreshFailed';
import { checkOrderFile, downloadOrderFile, fileDownloadPath, orderFileForm, orderFileUploadPath, type UploadedFile } from '../orders/order-files';
import { UploadError, useUpload } from '../../ui/upload';
import { useLiveStatus } from '../../session/live-events';
import { FileName } from '../../ui/FileName';
import { useOneAtATime } from '../../ui/use-one-at-a-time';
import { useDraftState } from '../../forms/use-form-draft';
import { useNow } from '../../ui/useNow';

const EMPTY_MESSAGE = { text: '' };

type Order = RouterOutputs['orders']['byId'];
type Message = RouterOutputs['chat']['page']['messages'][number];

/**
 * The order chat (spec 2 §2): messages oldest first, the newest 50 at once and older ones when the
 * person scrolls up (chat.page, by cursor); new ones come over the live stream (useLiveEvents
 * invalidates the chat), with the 10 s poll only while the stream is down. Text and files with a
 * caption (and the final-file flag for the cafe), seen marks for one's own messages.
 */
export function ChatPanel({ order, viewerId, height = 460 }: { order: Order | undefined; viewerId: string; height?: number }) {
  const orderId = order?.id ?? '';
  const utils = trpc.useUtils();
  const live = useLiveStatus();
  const phone = usePhone();
  useOpenChat(order?.id);
  const messages = trpc.chat.page.useInfiniteQuery(
    { orderId },
    { enabled: Boolean(order), getNextPageParam: (last) => last.next_cursor, refetchInterval: live ? false : ORDER_POLL_MS.chat },
  );
  // Pages come newest first; each page is oldest first.
  const list = useMemo(() => (messages.data ? [...messages.data.pages].reverse().flatMap((p) => p.messages) : []), [messages.data]);
  const markSeen = trpc.chat.markSeen.useMutation({
    onSuccess: () => Promise.all([utils.chat.unread.invalidate(), utils.notifications.invalidate()]),
  });
  // The message typed so far is the account's draft for this order's chat (forms/use-form-draft.ts).
  const [{ text }, setDraft, clearDraft] = useDraftState(`order_chat:${orderId}`, EMPTY_MESSAGE);
  const setText = (value: string) => setDraft({ text: value });
  const [attachOpen, setAttachOpen] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const now = useNow();
  const isCafe = order ? viewerId !== order.user_id : false;

  const send = trpc.chat.send.useMutation({
    async onSuccess() {
      clearDraft();
      setText('');
      await utils.chat.page.invalidate({ orderId });
    },
    onError(error) {
      toast.error(errorMessage(error, ORDER_MSG.chatSendFailed));
    },
  });

  const unseenForMe = list.some((m) => m.receiver_id === viewerId && !m.seen);
  useEffect(() => {
    if (unseenForMe && !markSeen.isPending) markSeen.mutate({ orderId });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unseenForMe, messages.dataUpdatedAt]);

  // A new newest message scrolls to the bottom; an older page loaded above keeps the view still.
  const newestId = list.at(-1)?.id;
  const oldestId = list[0]?.id;
  const heightBefore = useRef(0);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [newestId]);
  useLayoutEffect(() => {
    const el = viewport.current;
    if (el && heightBefore.current) el.scrollTop += el.scrollHeight - heightBefore.current;
    heightBefore.current = 0;
  }, [oldestId]);
  const loadOlder = () => {
    if (!messages.hasNextPage || messages.isFetchingNextPage) return;
    heightBefore.current = viewport.current?.scrollHeight ?? 0;
    void messages.fetchNextPage();
  };

  // A file chosen with the paperclip goes with the main send button; the text box is its caption.
  const [attached, setAttached] = useState<File | null>(null);
  const [attachedFinal, setAttachedFinal] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUpload();
  const sending = send.isPending || upload.busy;
  const oneAtATime = useOneAtATime();

  const sendFile = async (file: File) => {
    const problem = checkOrderFile(file);
    if (problem) return setFileError(problem);
    const caption = text.trim();
    try {
      const form = orderFileForm(file, { isFinal: attachedFinal, caption, uploadedBy: isCafe ? 'coffenet' : 'user' });
      const uploaded = (await upload.send('POST', orderFileUploadPath(orderId), form)) as UploadedFile;
      await send.mutateAsync({ orderId, message: '', file_id: uploaded.file_id, caption: caption || null });
      setAttached(null);
      setAttachedFinal(false);
      setAttachOpen(false);
      upload.reset();
      await utils.orders.invalidate();
    } catch (error) {
      if (error instanceof UploadError) toast.error(error.message ? `${ORDER_MSG.chatFileFailed}: ${error.message}` : ORDER_MSG.chatFileFailed);
    }
  };

  const submit = () => {
    if (sending) return;
    if (!order?.user_id) return toast.error(ORDER_MSG.chatOrderUserMissing);
    if (attached) return void oneAtATime(() => sendFile(attached));
    if (!text.trim()) return toast.error(ORDER_MSG.chatMessageRequired);
    // onError says what failed; a double click's second press does nothing (useOneAtATime).
    void oneAtATime(() => send.mutateAsync({ orderId, message: text })).catch(() => undefined);
  };

  return (
    <Paper withBorder radius="md" p="sm">
      {messages.data && keepsEarlierAnswer(messages) && <RefreshFailed query={messages} onRetry={() => void messages.refetch()} />}
      <ScrollArea h={height} viewportRef={viewport} type="auto" onScrollPositionChange={({ y }) => (y < 40 ? loadOlder() : undefined)}>
        {messages.isPending ? (
          <Center h={height}>
            <Loader />
          </Center>
        ) : !keepsEarlierAnswer(messages) ? (
          <ErrorState message={errorMessage(messages.error)} onRetry={() => messages.refetch()} />
        ) : (
          // A log: a screen reader reads each message as it arrives (the region is there before the first).
          <Box role="log" aria-live="polite" aria-label={ORDER_LABELS.chatLog}>
            {list.length === 0 ? (
              <Center h={height}>
                <Text c="dimmed">{ORDER_MSG.noMessages}</Text>
              </Center>
            ) : (
              <Stack gap="xs" p={4} data-testid="chat-messages">
                {messages.hasNextPage && (
                  <Center>
                    <Button size="compact-xs" variant="subtle" loading={messages.isFetchingNextPage} onClick={loadOlder}>
                      پیام‌های قدیمی‌تر
                    </Button>
                  </Center>
                )}
                {list.map((m) => (
                  <MessageBubble key={m.id} message={m} mine={m.sender_id === viewerId} order={order!} isCafe={isCafe} now={now} />
                ))}
              </Stack>
            )}
          </Box>
        )}
      </ScrollArea>
      <Stack gap="xs" mt="sm">
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <ActionIcon
            size="lg"
            variant={attachOpen ? 'filled' : 'default'}
            aria-label={ORDER_LABELS.attachFile}
            aria-expanded={attachOpen || Boolean(attached)}
            onClick={() => setAttachOpen((o) => !o)}
            disabled={!order}
          >
            <IconPaperclip size={18} />
          </ActionIcon>
          <Textarea
            style={{ flex: 1 }}
            placeholder="پیام خود را بنویسید…"
            aria-label={ORDER_LABELS.messageText}
            {...focusLanding}
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
          {/* On a phone the send button is its icon alone, so the message box keeps the row's width. */}
          <Button
            onClick={submit}
            loading={send.isPending && !upload.busy}
            disabled={!order || upload.busy}
            leftSection={phone ? undefined : <IconSend size={16} />}
            px={phone ? 10 : undefined}
            aria-label={ORDER_LABELS.send}
            data-testid="chat-send"
          >
            {upload.busy ? `${formatPersianNumber(upload.percent)}٪` : phone ? <IconSend size={18} /> : 'ارسال'}
          </Button>
        </Group>
        <Collapse expanded={attachOpen || Boolean(attached)}>
          {order && (
            <Stack gap="xs">
              <FileInput
                label="پیوست"
                placeholder="انتخاب فایل (حداکثر ۱۰ مگابایت)"
                description="توضیح فایل را در کادر پیام بنویسید و «ارسال» را بزنید."
                value={attached}
                onChange={(file) => {
                  setAttached(file);
                  setFileError(file ? checkOrderFile(file) : null);
                }}
                accept={ORDER_FILE_ACCEPT}
                clearable
                error={fileError}
                name="chat-file"
                disabled={upload.busy}
              />
              {isCafe && (order.status === 'in_progress' || order.status === 'completed') && (
                <Checkbox label="فایل نهایی" checked={attachedFinal} onChange={(e) => setAttachedFinal(e.currentTarget.checked)} />
              )}
              {upload.busy && (
                <Group gap="xs" wrap="nowrap">
                  <Progress value={upload.percent} style={{ flex: 1 }} aria-label={ORDER_LABELS.sendProgress} />
                  <Button size="compact-sm" variant="subtle" color="red" onClick={upload.cancel}>
                    لغو
                  </Button>
                </Group>
              )}
            </Stack>
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
              <FileName name={m.file_info.name} />
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
          {mine && (m.seen ? <IconChecks size={14} color="teal" aria-label={ORDER_LABELS.seen} /> : <IconCheck size={14} aria-label={ORDER_LABELS.sent} />)}
        </Group>
      </Paper>
    </Box>
  );
}
