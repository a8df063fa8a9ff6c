import { useEffect, useState } from 'react';
import { Anchor, Button, Group, PinInput, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useLocation } from 'wouter';
import toast from 'react-hot-toast';
import { LIMITS, PASSWORD_RESET } from '@shared/constants';
import { MSG } from '@shared/messages';
import { LABELS } from '@shared/labels';
import { formatNumber } from '@shared/wallet/money';
import { ANY_SCRIPT_DIGITS, normalizeDigits, persianDigits } from '@shared/text/digits';
import { newPasswordForm, resetCodeSchema, resetRequestInput } from '@shared/auth/schemas';
import { trpc } from '../../trpc';
import { zodResolver } from '../../forms/zod-resolver';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { errorCode, errorMessage, errorStatus } from '../../errors';
import { useFailureFocus } from '../../forms/failure-focus';
import { useFormFailure } from '../../forms/form-failure';
import { AuthCard } from './AuthCard';
import { waitingLabel } from '@shared/auth/wait-label';
import { retryAfterOf, useCountdown } from './useCountdown';
import { DigitsTextInput } from '../../ui/DigitsTextInput';
import { SHELL_MSG } from '@shared/shell-messages';

interface Account {
  username: string;
  phone: string;
}

/** Spec 1 §2.6: username and phone → code (resend after 120 s) → new password → /login. */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<Account | null>(null);
  const [code, setCode] = useState('');
  // Why step 3 sent the person back to the code (expired, spent, used in another tab).
  const [codeRefused, setCodeRefused] = useState<string | null>(null);
  const countdown = useCountdown(0);

  return (
    <AuthCard title="بازیابی رمز عبور" subtitle="کد تایید به شماره موبایل حساب شما پیامک می‌شود">
      <Stepper active={step} size="xs" wrap={false} allowNextStepsSelect={false}>
        <Stepper.Step label="حساب کاربری" icon="۱">
          <AccountStep
            onSent={(values, resendAfter) => {
              setAccount(values);
              setCodeRefused(null);
              countdown.restart(resendAfter);
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label="کد تایید" icon="۲">
          {account && (
            <CodeStep
              account={account}
              refusedWith={codeRefused}
              secondsLeft={countdown.left}
              onResent={(seconds) => countdown.restart(seconds)}
              onVerified={(verified) => {
                setCode(verified);
                setCodeRefused(null);
                setStep(2);
              }}
              onBack={() => setStep(0)}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label="رمز جدید" icon="۳">
          {account && (
            <NewPasswordStep
              account={account}
              code={code}
              onCodeRefused={(reason) => {
                setCodeRefused(reason);
                setStep(1);
              }}
            />
          )}
        </Stepper.Step>
      </Stepper>
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} href="/login">
          بازگشت به ورود
        </Anchor>
      </Text>
    </AuthCard>
  );
}

function AccountStep({ onSent }: { onSent: (account: Account, resendAfter: number) => void }) {
  const form = useForm<Account>({
    initialValues: { username: '', phone: '' },
    validate: zodResolver<Account>(resetRequestInput),
  });
  const [username] = useDebouncedValue(form.values.username.trim(), 400);
  const hint = trpc.auth.phoneHint.useQuery(
    { username },
    { enabled: username.length >= LIMITS.usernameMin, retry: false, staleTime: 60_000 },
  );
  // A first send refused as too many (429) opens no code step: this button waits out the server's wait.
  const refusedWait = useCountdown(0);
  const failure = useFormFailure(form);
  const request = trpc.auth.requestPasswordReset.useMutation({
    onSuccess(result, values) {
      toast.success(result.message);
      onSent(values, result.resend_after_seconds);
    },
    onError(error) {
      toast.error(errorMessage(error));
      failure.refused(error);
      const wait = retryAfterOf(error);
      if (wait !== undefined) refusedWait.restart(wait);
    },
  });

  // Only a 404 means the username is unknown (spec 1 §7). Any other failure (too many hints from
  // this address, no connection) is logged, as spec 1 §8 has background fetches do: saying
  // "no such user" then would send someone with a right username looking for another.
  const unknownUser = hint.isError && errorCode(hint.error) === 'NOT_FOUND';
  useEffect(() => {
    if (hint.error && !unknownUser) console.warn('[forgot-password] phone hint failed', hint.error);
  }, [hint.error, unknownUser]);
  const phoneDescription = hint.data?.phone_hint
    ? (
        <>
          شماره ثبت‌شده: <span dir="ltr">{persianDigits(hint.data.phone_hint)}</span>
        </>
      )
    : unknownUser && username.length >= LIMITS.usernameMin
      ? MSG.userNotFound
      : undefined;

  return (
    <form
      ref={failure.ref}
      onSubmit={form.onSubmit((values) => {
        if (refusedWait.left === 0) request.mutate({ username: values.username.trim(), phone: values.phone });
      }, failure.invalid)}
      noValidate
    >
      <Stack mt="md">
        <TextInput label="نام کاربری" name="username" required className="ltr-input" {...form.getInputProps('username')} />
        <DigitsTextInput
          label="شماره موبایل"
          name="phone"
          placeholder="09123456789"
          inputMode="tel"
          required
          className="ltr-input"
          description={phoneDescription}
          {...form.getInputProps('phone')}
        />
        <Button type="submit" loading={request.isPending} disabled={refusedWait.left > 0}>
          {refusedWait.left > 0 ? waitingLabel('ارسال کد', refusedWait.left) : 'ارسال کد تایید'}
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep(props: {
  account: Account;
  refusedWith: string | null;
  secondsLeft: number;
  onResent: (seconds: number) => void;
  onVerified: (code: string) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(props.refusedWith);
  // One message for the code, shown under it: a refusal focuses the code's alert.
  const failure = useFailureFocus();
  const verify = trpc.auth.verifyResetCode.useMutation({
    onSuccess(result, sent) {
      toast.success(result.message);
      props.onVerified(sent.code);
    },
    onError(e) {
      setError(errorMessage(e));
      failure.focusFailure();
    },
  });
  const resend = trpc.auth.resendResetCode.useMutation({
    onSuccess(result) {
      toast.success(result.message);
      setCode('');
      setError(null);
      props.onResent(result.resend_after_seconds);
    },
    onError(e) {
      toast.error(errorMessage(e, SHELL_MSG.networkError));
      // Refused as too soon or too many (429): count down from the server's wait, not the old zero.
      const wait = retryAfterOf(e);
      if (wait !== undefined) props.onResent(wait);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = resetCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return failure.focusFailure();
    }
    setError(null);
    verify.mutate({ ...props.account, code: parsed.data });
  };

  return (
    <form ref={failure.ref} onSubmit={submit} noValidate>
      <Stack mt="md" align="stretch">
        <Text size="sm">کد {formatNumber(PASSWORD_RESET.codeLength)} رقمی پیامک‌شده را وارد کنید.</Text>
        <Group justify="center" dir="ltr">
          {/* Digits of any script: a Persian keyboard types ۱۲۳ (Mantine's "number" type and its
              numeric key filter drop them). Kept in Latin digits, shown in Persian ones. */}
          <PinInput
            length={PASSWORD_RESET.codeLength}
            type={ANY_SCRIPT_DIGITS}
            inputType="tel"
            inputMode="tel"
            oneTimeCode
            value={persianDigits(code)}
            onChange={(typed) => setCode(normalizeDigits(typed))}
            error={Boolean(error)}
            ariaLabel={LABELS.verificationCode}
            name="code"
          />
        </Group>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" loading={verify.isPending}>
          تایید کد
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" size="xs" onClick={props.onBack}>
            ویرایش اطلاعات
          </Button>
          <Button
            variant="light"
            size="xs"
            disabled={props.secondsLeft > 0}
            loading={resend.isPending}
            onClick={() => resend.mutate(props.account)}
          >
            {props.secondsLeft > 0 ? waitingLabel('ارسال دوباره', props.secondsLeft) : 'ارسال دوباره کد'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface NewPassword {
  new_password: string;
  confirmPassword: string;
}

function NewPasswordStep({ account, code, onCodeRefused }: { account: Account; code: string; onCodeRefused: (reason: string) => void }) {
  const [, navigate] = useLocation();
  const form = useForm<NewPassword>({
    initialValues: { new_password: '', confirmPassword: '' },
    validate: zodResolver<NewPassword>(newPasswordForm),
    validateInputOnChange: true,
  });
  const failure = useFormFailure(form);
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess(result) {
      toast.success(result.message);
      navigate('/login');
    },
    onError(error) {
      // The code itself was refused (400: expired, spent, or used meanwhile; a rejected field is
      // 422): back to step 2, which says why and offers a new code, instead of a form that cannot succeed.
      if (errorStatus(error) === 400) return onCodeRefused(errorMessage(error));
      toast.error(errorMessage(error, MSG.passwordResetError));
      failure.refused(error);
    },
  });
  return (
    <form ref={failure.ref} onSubmit={form.onSubmit((v) => reset.mutate({ ...account, code, new_password: v.new_password }), failure.invalid)} noValidate>
      <Stack mt="md">
        <NewPasswordFields form={form} />
        <Button type="submit" loading={reset.isPending}>
          تغییر رمز عبور
        </Button>
      </Stack>
    </form>
  );
}
