import { useState } from 'react';
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { ADMIN_MSG } from '@shared/admin/messages';

/** The inline confirm step of spec 3 §4: the action asks "are you sure?" before it runs. */
export function ConfirmButton({ label, question = ADMIN_MSG.confirmGeneric, onConfirm, color, loading, disabled, variant = 'light', testId }: {
  label: string;
  /** data-testid of the button that opens the question. */
  testId?: string;
  question?: string;
  onConfirm: () => void;
  color?: string;
  loading?: boolean;
  disabled?: boolean;
  variant?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    // Focus goes into the question when it opens (to «انصراف», the harmless answer) and back to the
    // button when it closes; Escape closes it.
    <Popover opened={open} onChange={setOpen} withArrow shadow="md" position="bottom" trapFocus returnFocus closeOnEscape>
      <Popover.Target>
        <Button size="xs" variant={variant} color={color} loading={loading} disabled={disabled} onClick={() => setOpen((o) => !o)} data-testid={testId}>
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">{question}</Text>
          <Group gap="xs">
            <Button size="xs" color={color ?? 'red'} onClick={() => { setOpen(false); onConfirm(); }}>
              بله
            </Button>
            <Button size="xs" variant="default" onClick={() => setOpen(false)} data-autofocus>
              انصراف
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
