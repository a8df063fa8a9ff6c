import { useState } from 'react';
import { Button, Card, Select, Stack, Textarea, Title } from '@mantine/core';
import toast from 'react-hot-toast';
import { createTicketInput, TICKET_LIMITS, TICKET_MSG, TICKET_SUBJECTS } from '@shared/tickets/rules';
import { trpc } from '../../trpc';
import { failureWithReason } from '../../errors';
import { useDraftState } from '../../forms/use-form-draft';
import { useFormFailure } from '../../forms/form-failure';

const EMPTY = { subject: null as string | null, message: '' };

/**
 * Spec 2 §2: subject from the four, message required; one ticket per click, however fast. What
 * was typed is the account's draft: an expired session's trip through /login brings it back.
 */
export function NewTicketForm({ onCreated }: { onCreated: (id: string) => void }) {
  const utils = trpc.useUtils();
  const [{ subject, message }, setValues, clearDraft] = useDraftState('ticket_new', EMPTY);
  const setSubject = (value: string | null) => setValues((v) => ({ ...v, subject: value }));
  const setMessage = (value: string) => setValues((v) => ({ ...v, message: value }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failure = useFormFailure({ setErrors });
  const create = trpc.tickets.create.useMutation({
    onSuccess: (result) => {
      clearDraft();
      setValues(EMPTY);
      toast.success(TICKET_MSG.created);
      void utils.tickets.invalidate();
      onCreated(result.ticket_id);
    },
    onError: (e) => {
      toast.error(failureWithReason(TICKET_MSG.createError, e));
      failure.refused(e);
    },
  });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="new-ticket-title">
      <form
        ref={failure.ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (create.isPending) return;
          const parsed = createTicketInput.safeParse({ subject: subject ?? '', message });
          if (!parsed.success) {
            const next: Record<string, string> = {};
            for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
            setErrors(next);
            return failure.invalid();
          }
          setErrors({});
          create.mutate(parsed.data);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="new-ticket-title">
            ثبت تیکت جدید
          </Title>
          <Select
            label="موضوع"
            name="subject"
            placeholder="انتخاب موضوع"
            data={[...TICKET_SUBJECTS]}
            value={subject}
            onChange={setSubject}
            error={errors.subject}
            allowDeselect={false}
            data-testid="new-ticket-subject"
          />
          <Textarea
            label="متن پیام"
            name="message"
            autosize
            minRows={4}
            maxLength={TICKET_LIMITS.messageMax}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={errors.message}
            data-testid="new-ticket-message"
          />
          <Button type="submit" loading={create.isPending} disabled={create.isPending} w="fit-content" data-testid="new-ticket-send">
            ارسال تیکت
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
