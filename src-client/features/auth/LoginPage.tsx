import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation, useSearch } from 'wouter';
import toast from 'react-hot-toast';
import { MSG } from '@shared/messages';
import { loginInput, type LoginInput } from '@shared/auth/schemas';
import { trpc } from '../../trpc';
import { zodResolver } from '../../forms/zod-resolver';
import { useFormFailure } from '../../forms/form-failure';
import { signedInLanding } from '../../forms/safe-redirect';
import { errorMessage } from '../../errors';
import { clearSession, storeSession } from '../../session/storage';
import { AuthCard } from './AuthCard';

/** Spec 1 §2.5: store token and role, then go to ?redirect or the role's dashboard. */
export default function LoginPage() {
  const [, navigate] = useLocation();
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const utils = trpc.useUtils();
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: zodResolver<LoginInput>(loginInput),
  });
  // A refusal names no field: focus goes to the password, the field to type again.
  const failure = useFormFailure(form, { fallback: 'password' });

  const login = trpc.auth.login.useMutation({
    async onSuccess(result) {
      storeSession(result.access_token, result.role);
      try {
        // The role is confirmed by the current-user call, which also primes the route guard.
        utils.auth.me.invalidate();
        const me = await utils.auth.me.fetch();
        storeSession(result.access_token, me.role);
        toast.success(MSG.loginSuccess);
        navigate(signedInLanding(redirect, me.role));
      } catch {
        clearSession();
        toast.error(MSG.loginFailed);
        failure.refused(null);
      }
    },
    onError(error) {
      toast.error(errorMessage(error, MSG.loginFailed));
      failure.refused(error);
    },
  });

  return (
    <AuthCard title="ورود" subtitle="به حساب کاربری خود وارد شوید">
      <form ref={failure.ref} onSubmit={form.onSubmit((values) => login.mutate(values), failure.invalid)} noValidate>
        <Stack>
          <TextInput label="نام کاربری" name="username" autoComplete="username" required className="ltr-input" {...form.getInputProps('username')} />
          <PasswordInput label="رمز عبور" name="password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} href="/forgot-password" size="sm">
              رمز عبور را فراموش کرده‌اید؟
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending}>
            ورود
          </Button>
          <Text size="sm" ta="center">
            حساب کاربری ندارید؟{' '}
            <Anchor component={Link} href="/register">
              ثبت نام کنید
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
