import { useRef, useState } from 'react';
import { Alert, Button, CopyButton, Group, Modal, Stack, Stepper, Text, TextInput } from '@mantine/core';
import toast from 'react-hot-toast';
import { ADMIN_MSG, ADMIN_LABELS } from '@shared/admin/messages';
import { createCafeInput, cafePhoneSchema } from '@shared/admin/schemas';
import { trpc } from '../../trpc';
import { actionFailureText } from '../../errors';
import { Section } from './admin-ui';
import { DigitsTextInput } from '../../ui/DigitsTextInput';
import { useDraftState } from '../../forms/use-form-draft';
import { useFormFailure } from '../../forms/form-failure';

const EMPTY = { cafe_name: '', email: '', username: '', phone: '', address: '' };
type Fields = typeof EMPTY;
const ACCOUNT_FIELDS = ['email', 'username', 'phone', 'address'] as const satisfies (keyof Fields)[];

/**
 * Spec 3 §4–§5 add-cafe: step 1 the cafe's name, step 2 email, username, phone and address. The
 * answer's one-time password is shown once, with a copy button, and is never fetched again.
 */
export function AddCafeForm() {
  const utils = trpc.useUtils();
  // What was typed is the admin's draft (forms/use-form-draft.ts); the one-time password is the server's answer and never part of it.
  const [values, setValues, clearDraft] = useDraftState('cafe_new', EMPTY);
  // A draft with the account's details comes back on the step where they were typed.
  const [step, setStep] = useState(() => (values.cafe_name.trim() && ACCOUNT_FIELDS.some((name) => values[name].trim()) ? 1 : 0));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refusal of the cafe's name (step 1) goes back to step 1, where the name can be typed again.
  const failure = useFormFailure({
    setErrors: (next) => {
      setErrors(next);
      if (next.cafe_name) setStep(0);
    },
  });
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  // The button that opened the password dialog goes with step 2: on close focus goes to the
  // first field, where the next cafe is started, not to the page's start.
  const cafeName = useRef<HTMLInputElement>(null);
  const create = trpc.admin.createCafe.useMutation({
    onSuccess(result) {
      setCreated({ username: result.username, password: result.one_time_password });
      clearDraft();
      setValues(EMPTY);
      setStep(0);
      toast.success(result.message, { duration: 1500 });
      void utils.admin.invalidate();
    },
    onError(error) {
      toast.error(actionFailureText(ADMIN_MSG.cafeAddAction, error), { duration: 2500 });
      failure.refused(error);
    },
  });
  const set = (name: keyof Fields, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((x) => ({ ...x, [name]: '' }));
  };
  const field = (name: keyof Fields) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(name, e.currentTarget.value),
  });
  const phoneOk = cafePhoneSchema.safeParse(values.phone).success;
  const allFilled = Object.values(values).every((v) => v.trim() !== '');
  const submit = () => {
    const parsed = createCafeInput.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return failure.invalid();
    }
    create.mutate(values);
  };

  return (
    <Section title="افزودن کافی‌نت">
      {/* One form for both steps: Enter on step 1 goes on to step 2, Enter on step 2 creates. */}
      <form
        ref={failure.ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 1) submit();
          else if (values.cafe_name.trim()) setStep(1);
        }}
      >
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="نام کافی‌نت">
            <Stack mt="sm">
              <TextInput ref={cafeName} label="نام کافی‌نت" name="cafe_name" {...field('cafe_name')} />
              <Group>
                <Button disabled={!values.cafe_name.trim()} onClick={() => setStep(1)}>
                  ادامه
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="اطلاعات حساب">
            <Stack mt="sm">
              <TextInput label="ایمیل" name="email" type="email" {...field('email')} />
              <TextInput label="نام کاربری" name="username" {...field('username')} />
              <DigitsTextInput
                label="شماره موبایل"
                name="phone"
                inputMode="tel"
                {...field('phone')}
                onChange={(phone) => set('phone', phone)}
                error={errors.phone || (values.phone && !phoneOk ? ADMIN_MSG.cafePhoneInvalid : undefined)}
              />
              <TextInput label="آدرس" name="address" {...field('address')} />
              <Group>
                <Button variant="default" onClick={() => setStep(0)}>
                  بازگشت
                </Button>
                <Button type="submit" loading={create.isPending} disabled={!allFilled || !phoneOk}>
                  ایجاد کافی‌نت
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
        </Stepper>
      </form>
      <Modal
        opened={created !== null}
        onClose={() => setCreated(null)}
        title={ADMIN_LABELS.oneTimePassword}
        centered
        returnFocus={false}
        onExitTransitionEnd={() => cafeName.current?.focus()}
      >
        {created && (
          <Stack>
            <Text>
              حساب <b>{created.username}</b> ساخته شد. این رمز فقط همین یک بار نمایش داده می‌شود؛ آن را به مدیر کافی‌نت بدهید. در اولین ورود باید رمز را تغییر دهد.
            </Text>
            {/* A read-only field: named for a screen reader, and its text can be selected by hand. */}
            <Group align="flex-end">
              <TextInput
                label={ADMIN_LABELS.oneTimePassword}
                value={created.password}
                readOnly
                dir="ltr"
                size="md"
                ff="monospace"
                data-testid="one-time-password"
                style={{ flex: 1 }}
              />
              <CopyButton value={created.password}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} aria-label={ADMIN_LABELS.copyOneTimePassword}>
                    {copied ? 'کپی شد' : 'کپی'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Alert color="yellow">پس از بستن این پنجره، رمز دیگر قابل مشاهده نیست.</Alert>
            <Button onClick={() => setCreated(null)}>بستن</Button>
          </Stack>
        )}
      </Modal>
    </Section>
  );
}
