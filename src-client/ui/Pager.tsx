import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatNumber } from '@shared/wallet/money';
import { LABELS } from '@shared/labels';

/** Previous / "page 2 of 5" / next, with Persian digits; compact enough for a phone. */
export function Pager({ page, pages, onChange, disabled }: { page: number; pages: number; onChange: (page: number) => void; disabled?: boolean }) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" gap="sm" component="nav" aria-label={LABELS.paging}>
      <Button variant="default" size="sm" leftSection={<IconChevronRight size={16} />} disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        قبلی
      </Button>
      <Text size="sm" aria-live="polite">
        صفحه {formatNumber(page)} از {formatNumber(pages)}
      </Text>
      <Button variant="default" size="sm" rightSection={<IconChevronLeft size={16} />} disabled={disabled || page >= pages} onClick={() => onChange(page + 1)}>
        بعدی
      </Button>
    </Group>
  );
}
