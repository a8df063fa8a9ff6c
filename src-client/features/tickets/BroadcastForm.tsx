import { useState } from 'react';
import { Button, Card, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import toast from 'react-hot-toast';
import { formatNumber } from '@shared/wallet/money';
import { BROADCAST_TARGET_LABELS, BROADCAST_TARGETS, TICKET_LIMITS, TICKET_MSG, type BroadcastTarget } from '@shared/tickets/rules';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { useDraftState } from '../../forms/use-form-draft';
import { useFormFailure } from '../../forms/form-failure';

const EMPTY = { target: 'all_users', username: '', subject: '', message: '' };
/** The server names the one account as target_id; the form asks for its username. */
const formFieldName = (field: string) => (field === 'target_id' ? 'username' : field);

/**
 * Spec 2 §5 broadcast: all users, all cafes, or one account picked by username (its id goes as
 * target_id; other targets send none). Each recipient gets a ticket of their own.
 */
export function BroadcastForm() {
  const utils = trpc.useUtils();
  // What was typed is the admin's draft: an expired session's trip through /login brings it back.
  const [values, setValues, clearDraft] = useDraftState('broadcast', EMPTY);
  const { username, subject, message } = values;
  const target: BroadcastTarget = BROADCAST_TARGETS.includes(values.target as BroadcastTarget) ? (values.target as BroadcastTarget) : 'all_users';
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const [setTarget, setUsername, setSubject, setMessage] = [set('target'), set('username'), set('subject'), set('message')];
  // A refusal about a field is shown on it; one about none (no connection) under the form.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const failure = useFormFailure({ setErrors }, { rename: formFieldName });
  const refuse = (fields: Record<string, string>) => {
    setErrors(fields);
    failure.invalid();
  };
  const [resolving, setResolving] = useState(false);
  const send = trpc.tickets.broadcast.useMutation({
    onSuccess: (result) => {
      toast.success(TICKET_MSG.broadcastSent(formatNumber(result.recipients)));
      clearDraft();
      setSubject('');
      setMessage('');
      setUsername('');
      void utils.tickets.invalidate();
    },
    onError: (e) => {
      if (failure.refused(e)) return;
      setError(errorCode(e) === 'BAD_REQUEST' || errorCode(e) === 'UNPROCESSABLE_CONTENT' ? errorMessage(e) : TICKET_MSG.sendError);
    },
  });
  const busy = send.isPending || resolving;

  const submit = async () => {
    setError(null);
    const missing: Record<string, string> = {};
    if (target === 'single' && !username.trim()) missing.username = TICKET_MSG.targetIdRequired;
    if (!subject.trim()) missing.subject = TICKET_MSG.broadcastRequired;
    if (!message.trim()) missing.message = TICKET_MSG.broadcastRequired;
    if (Object.keys(missing).length > 0) return refuse(missing);
    setErrors({});
    let targetId: string | null = null;
    if (target === 'single') {
      setResolving(true);
      try {
        targetId = (await utils.tickets.findRecipient.fetch({ username: username.trim() })).id;
      } catch (e) {
        if (errorCode(e) === 'NOT_FOUND') return refuse({ username: TICKET_MSG.targetUnknown });
        setError(TICKET_MSG.sendError);
        return failure.invalid();
      } finally {
        setResolving(false);
      }
    }
    // target_id is dropped for the group targets.
    send.mutate(target === 'single' ? { target, target_id: targetId, subject, message } : { target, subject, message });
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="broadcast-title" data-testid="broadcast-form">
      <form
        ref={failure.ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="broadcast-title">
            ارسال پیام به کاربران
          </Title>
          <SegmentedControl
            value={target}
            onChange={(v) => setTarget(v as BroadcastTarget)}
            data={BROADCAST_TARGETS.map((t) => ({ value: t, label: BROADCAST_TARGET_LABELS[t] }))}
            data-testid="broadcast-target"
          />
          {target === 'single' && (
            <TextInput
              label="نام کاربری گیرنده"
              name="username"
              dir="ltr"
              value={username}
              error={errors.username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              data-testid="broadcast-username"
            />
          )}
          <TextInput
            label="موضوع"
            name="subject"
            maxLength={TICKET_LIMITS.subjectMax}
            value={subject}
            error={errors.subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            data-testid="broadcast-subject"
          />
          <Textarea
            label="متن پیام"
            name="message"
            autosize
            minRows={3}
            maxLength={TICKET_LIMITS.messageMax}
            value={message}
            error={errors.message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            data-testid="broadcast-message"
          />
          {error && (
            <Text c="red" size="sm" role="alert" data-testid="broadcast-error">
              {error}
            </Text>
          )}
          <Button type="submit" loading={busy} disabled={busy} w="fit-content" data-testid="broadcast-send">
            ارسال پیام
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
