import { useEffect } from 'react';
import { Anchor, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput, Input } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation } from 'wouter';
import toast from 'react-hot-toast';
import { MSG } from '@shared/messages';
import { registerForm, type RegisterForm } from '@shared/auth/schemas';
import { ROLE_LABELS } from '@shared/auth/roles';
import { trpc } from '../../trpc';
import { zodResolver } from '../../forms/zod-resolver';
import { useFormFailure } from '../../forms/form-failure';
import { errorMessage } from '../../errors';
import { AuthCard } from './AuthCard';
import { DigitsTextInput } from '../../ui/DigitsTextInput';

/** Spec 1 §2.4 and §5: every field validates as it changes, and submit waits for a clean form. */
export default function RegisterPage() {
  const [, navigate] = useLocation();
  const form = useForm<RegisterForm>({
    initialValues: { username: '', password: '', confirmPassword: '', phone: '', email: '', role: 'user' },
    validate: zodResolver<RegisterForm>(registerForm),
    validateInputOnChange: true,
  });
  const failure = useFormFailure(form);
  const register = trpc.auth.register.useMutation({
    onSuccess() {
      toast.success(MSG.registerSuccess);
      navigate('/login');
    },
    onError(error) {
      toast.error(errorMessage(error));
      failure.refused(error);
    },
  });

  // The confirmation is checked again whenever the password changes (spec 1 §5).
  const { password, confirmPassword } = form.values;
  useEffect(() => {
    if (confirmPassword) form.validateField('confirmPassword');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [password]);

  const hasErrors = Object.keys(form.errors).length > 0;
  const submit = form.onSubmit(({ confirmPassword: _confirm, email, ...values }) =>
    register.mutate({ ...values, email: email?.trim() ? email : null }),
    failure.invalid,
  );

  return (
    <AuthCard title="ثبت نام" subtitle="حساب کاربری بسازید و سفارش خود را ثبت کنید">
      <form ref={failure.ref} onSubmit={submit} noValidate>
        <Stack>
          <Input.Wrapper label="نوع کاربری" required>
            <SegmentedControl
              fullWidth
              mt={4}
              data={[
                { value: 'user', label: ROLE_LABELS.user },
                { value: 'coffenet', label: ROLE_LABELS.coffenet },
              ]}
              {...form.getInputProps('role')}
            />
          </Input.Wrapper>
          <TextInput label="نام کاربری" name="username" autoComplete="username" required className="ltr-input" {...form.getInputProps('username')} />
          <PasswordInput label="رمز عبور" name="password" autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordInput
            label="تکرار رمز عبور"
            name="confirmPassword"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <DigitsTextInput
            label="شماره موبایل"
            name="phone"
            placeholder="09123456789"
            inputMode="tel"
            autoComplete="tel"
            required
            className="ltr-input"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="ایمیل (اختیاری)"
            name="email"
            type="email"
            autoComplete="email"
            className="ltr-input"
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={register.isPending} disabled={register.isPending || hasErrors}>
            ثبت نام
          </Button>
          <Text size="sm" ta="center">
            حساب کاربری دارید؟{' '}
            <Anchor component={Link} href="/login">
              وارد شوید
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
