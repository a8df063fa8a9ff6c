import { useEffect } from 'react';
import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface NewPasswordValues {
  new_password: string;
  confirmPassword: string;
}

/** The new password and its confirmation; the confirmation is checked again when the password changes. */
export function NewPasswordFields<T extends NewPasswordValues>({ form }: { form: UseFormReturnType<T> }) {
  const { new_password: password, confirmPassword } = form.values;
  useEffect(() => {
    if (confirmPassword) form.validateField('confirmPassword');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [password]);
  return (
    <>
      <PasswordInput label="رمز عبور جدید" name="new_password" autoComplete="new-password" required {...form.getInputProps('new_password')} />
      <PasswordInput label="تکرار رمز عبور جدید" name="confirmPassword" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
    </>
  );
}
