import { useEffect, useRef, useState } from 'react';
import { focusLanding } from '../../ui/FocusRescue';
import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import toast from 'react-hot-toast';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { MSG } from '@shared/messages';
import { ROLE_LABELS, isRole } from '@shared/auth/roles';
import { isTicketId, TICKET_LIMITS, TICKET_MSG, TICKET_POLL_MS, ticketAcceptsReplies } from '@shared/tickets/rules';
import { REFERENCE_LABELS } from '@shared/reference';
import { trpc } from '../../trpc';
import { errorCode, errorMessage, failureWithReason } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { ShortReference } from '../../ui/ShortReference';
import { ErrorState } from '../../ui/ErrorState';
import { keepsEarlierAnswer, RefreshFailed } from '../../ui/RefreshFailed';
import { TicketMessages, TicketStatusBadge } from './ticket-ui';
import { useOneAtATime } from '../../ui/use-one-at-a-time';
import { useDraftState } from '../../forms/use-form-draft';
import { useFormFailure } from '../../forms/form-failure';
import { JoinedParts } from '../../ui/JoinedParts';

const EMPTY_REPLY = { text: '' };

/**
 * One ticket for its owner (/support) or an admin (/admin/support): messages refreshed every
 * 30 s, the reply box and the close button (behind a confirm) while it is not closed. Opening it
 * marks its notices read.
 */
export function TicketDetail({ id, viewer }: { id: string; viewer: 'owner' | 'admin' }) {
  // A hand-typed or cut ?ticketId= is refused here, as the search forms do (spec 2 §5), not asked of the server.
  if (!isTicketId(id)) {
    return (
      <Alert color="red" title="خطا" data-testid="ticket-detail">
        {TICKET_MSG.invalidTicketId}
      </Alert>
    );
  }
  return <ShownTicket id={id} viewer={viewer} />;
}

function ShownTicket({ id, viewer }: { id: string; viewer: 'owner' | 'admin' }) {
  const utils = trpc.useUtils();
  const options = { refetchInterval: TICKET_POLL_MS.detail, retry: false } as const;
  const ownerQuery = trpc.tickets.byId.useQuery({ id }, { ...options, enabled: viewer === 'owner' });
  const adminQuery = trpc.tickets.adminById.useQuery({ id }, { ...options, enabled: viewer === 'admin' });
  const ticket = viewer === 'admin' ? adminQuery : ownerQuery;
  const ref = useRef<HTMLDivElement>(null);

  const markRead = trpc.tickets.markRead.useMutation({
    onSuccess: () => Promise.all([utils.notifications.invalidate(), utils.tickets.notices.invalidate()]),
  });
  const loaded = Boolean(ticket.data);
  useEffect(() => {
    if (!loaded) return;
    markRead.mutate({ ticket_id: id });
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // once per opened ticket
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, loaded]);

  return (
    <Card withBorder radius="md" padding="md" ref={ref} data-testid="ticket-detail" style={{ scrollMarginTop: 80 }}>
      {ticket.data && keepsEarlierAnswer(ticket) ? (
        <Stack gap="md">
          <RefreshFailed query={ticket} onRetry={() => void ticket.refetch()} />
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="ticket-subject">
                {ticket.data.subject}
              </Title>
              <Text size="xs" c="dimmed">
                <JoinedParts
                  parts={[
                    <>
                      {REFERENCE_LABELS.ticket}: <ShortReference kind="ticket" id={ticket.data.id} size="xs" />
                    </>,
                    formatJalaliDateTime(ticket.data.created_at),
                    viewer === 'admin' && (
                      <>
                        <bdi>{ticket.data.user_name}</bdi> ({isRole(ticket.data.sender_role) ? ROLE_LABELS[ticket.data.sender_role] : ticket.data.sender_role})
                      </>
                    ),
                  ]}
                />
              </Text>
            </Stack>
            <TicketStatusBadge status={ticket.data.status} />
          </Group>
          <TicketMessages messages={ticket.data.messages} viewer={viewer} />
          {ticketAcceptsReplies(ticket.data.status) ? (
            <>
              <ReplyBox id={id} />
              <CloseTicketButton id={id} />
            </>
          ) : (
            <Alert color="gray" data-testid="ticket-closed-note">
              {TICKET_MSG.closedNote}
            </Alert>
          )}
        </Stack>
      ) : ticket.isPending ? (
        <PageLoader />
      ) : errorCode(ticket.error) === 'FORBIDDEN' ? (
        <Alert color="red" title="دسترسی ندارید">
          {MSG.forbidden}
        </Alert>
      ) : errorCode(ticket.error) === 'NOT_FOUND' ? (
        <Alert color="yellow">{TICKET_MSG.notFound}</Alert>
      ) : (
        <ErrorState title={TICKET_MSG.loadError} message={errorMessage(ticket.error)} onRetry={() => ticket.refetch()} />
      )}
    </Card>
  );
}

/** The reply typed so far is the account's draft for this ticket (forms/use-form-draft.ts). */
function ReplyBox({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const [{ text }, setValues, clearDraft] = useDraftState(`ticket_reply:${id}`, EMPTY_REPLY);
  const setText = (value: string) => setValues({ text: value });
  const [error, setError] = useState<string | null>(null);
  // The reply is the form's one field: the server's `message` is this box.
  const failure = useFormFailure({ setErrors: (errors) => setError(errors.message ?? null) });
  const oneAtATime = useOneAtATime();
  const reply = trpc.tickets.reply.useMutation({
    onSuccess: () => {
      clearDraft();
      setText('');
      toast.success(TICKET_MSG.replied);
      return utils.tickets.invalidate();
    },
    onError: (e) => {
      toast.error(failureWithReason(TICKET_MSG.replyError, e));
      failure.refused(e);
    },
  });
  return (
    <form
      ref={failure.ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) {
          setError(TICKET_MSG.replyRequired);
          return failure.invalid();
        }
        setError(null);
        // The answer's toast is onError's; the rejection itself has nothing more to say.
        void oneAtATime(() => reply.mutateAsync({ id, message: text })).catch(() => undefined);
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="پاسخ"
          name="message"
          placeholder="پیام خود را بنویسید…"
          autosize
          minRows={3}
          maxLength={TICKET_LIMITS.messageMax}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
          data-testid="ticket-reply-input"
          {...focusLanding}
        />
        <Button type="submit" loading={reply.isPending} disabled={reply.isPending} w="fit-content" data-testid="ticket-reply-send">
          ارسال پاسخ
        </Button>
      </Stack>
    </form>
  );
}

function CloseTicketButton({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const close = trpc.tickets.close.useMutation({
    onSuccess: () => {
      setConfirming(false);
      toast.success(TICKET_MSG.closedOk);
      return utils.tickets.invalidate();
    },
    onError: (e) => {
      setConfirming(false);
      toast.error(failureWithReason(TICKET_MSG.closeError, e));
    },
  });
  return (
    <>
      <Button variant="light" color="red" w="fit-content" onClick={() => setConfirming(true)} data-testid="ticket-close">
        بستن تیکت
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="بستن تیکت" centered>
        <Stack>
          <Text size="sm">{TICKET_MSG.closeConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              انصراف
            </Button>
            <Button color="red" loading={close.isPending} onClick={() => close.mutate({ id })} data-testid="ticket-close-confirm">
              بستن تیکت
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
