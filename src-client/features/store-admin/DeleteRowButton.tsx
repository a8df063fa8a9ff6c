import { Button } from '@mantine/core';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';

/** The red "حذف" of a file or lesson row: asks first, spins while that row is being removed. */
export function DeleteRowButton({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  return (
    <Button size="compact-xs" color="red" variant="light" loading={busy} onClick={() => window.confirm(M.confirm) && onConfirm()}>
      حذف
    </Button>
  );
}
