import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocation } from 'wouter';
import toast from 'react-hot-toast';
import { changePasswordForm } from '@shared/auth/schemas';
import { dashboardPathFor } from '@shared/auth/roles';
import { trpc } from '../../trpc';
import { zodResolver } from '../../forms/zod-resolver';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { useFormFailure } from '../../forms/form-failure';
import { errorMessage } from '../../errors';
import { storeSession } from '../../session/storage';
import { useSession } from '../../session/useSession';
import { AuthCard } from '../auth/AuthCard';

interface Values {
  current_password: string;
  new_password: string;
  confirmPassword: string;
}

export default function ChangePasswordPage() {
  const { role } = useSession();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const form = useForm<Values>({
    initialValues: { current_password: '', new_password: '', confirmPassword: '' },
    validate: zodResolver<Values>(changePasswordForm),
    validateInputOnChange: true,
  });
  // A wrong current password names no field: that is the one to type again.
  const failure = useFormFailure(form, { fallback: 'current_password' });
  const change = trpc.auth.changePassword.useMutation({
    async onSuccess(result) {
      // The old token is void now; keep the person logged in with the new one.
      if (role) storeSession(result.access_token, role);
      await utils.auth.me.invalidate();
      toast.success(result.message);
      navigate(dashboardPathFor(role));
    },
    onError(error) {
      toast.error(errorMessage(error));
      failure.refused(error);
    },
  });
  return (
    <AuthCard title="تغییر رمز عبور">
      <form ref={failure.ref} onSubmit={form.onSubmit(({ current_password, new_password }) => change.mutate({ current_password, new_password }), failure.invalid)} noValidate>
        <Stack>
          <PasswordInput label="رمز عبور فعلی" name="current_password" autoComplete="current-password" required {...form.getInputProps('current_password')} />
          <NewPasswordFields form={form} />
          <Button type="submit" loading={change.isPending}>
            ذخیره رمز عبور
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
