import { useState } from 'react';
import { ActionIcon, CloseButton, Group, Popover, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { tehranDayKey } from '@shared/calendar/tehran';
import { addJalaliMonths, isDayKey, jalaliMonthGrid, jalaliMonthTitle, jalaliOf } from '@shared/calendar/jalali-month';
import classes from './PersianDateInput.module.css';

const WEEKDAY_INITIALS = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'];

export interface PersianDateInputProps {
  label: string;
  /** ISO day ("2025-03-21", Tehran) or null when empty. */
  value: string | null;
  onChange: (dayKey: string | null) => void;
  clearable?: boolean;
  placeholder?: string;
  /** Days before minDate or after maxDate (ISO days) cannot be picked. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  error?: string;
}

/** A date field that picks by the Persian calendar and hands over ISO days, as filters need. */
export function PersianDateInput({ label, value, onChange, clearable, placeholder, minDate, maxDate, disabled, error }: PersianDateInputProps) {
  const [opened, setOpened] = useState(false);
  const selected = value && isDayKey(value) ? value : null;
  const today = tehranDayKey(new Date());
  const start = jalaliOf(selected ?? today);
  const [shown, setShown] = useState({ year: start.year, month: start.month });

  const open = () => {
    const focus = jalaliOf(selected ?? today);
    setShown({ year: focus.year, month: focus.month });
    setOpened(true);
  };
  const move = (delta: number) => setShown((s) => addJalaliMonths(s.year, s.month, delta));
  const pick = (dayKey: string) => {
    onChange(dayKey);
    setOpened(false);
  };
  const outOfRange = (dayKey: string) => (minDate !== undefined && dayKey < minDate) || (maxDate !== undefined && dayKey > maxDate);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus withinPortal withRoles={false}>
      <Popover.Target>
        <TextInput
          label={label}
          readOnly
          disabled={disabled}
          error={error}
          value={selected ? formatJalaliDate(`${selected}T12:00:00Z`) : ''}
          placeholder={placeholder ?? 'انتخاب تاریخ'}
          onClick={() => (opened ? setOpened(false) : open())}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault();
              open();
            }
          }}
          leftSection={<IconCalendar size={16} aria-hidden />}
          rightSection={
            clearable && selected && !disabled ? <CloseButton size="sm" aria-label={`پاک کردن ${label}`} onClick={() => onChange(null)} /> : null
          }
          classNames={{ input: classes.input }}
        />
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <div role="dialog" aria-label={`انتخاب ${label}`}>
          <Group justify="space-between" gap={4} wrap="nowrap" mb={6}>
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label="سال قبل" onClick={() => move(-12)}>
                <IconChevronsRight size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label="ماه قبل" onClick={() => move(-1)}>
                <IconChevronRight size={16} />
              </ActionIcon>
            </Group>
            <Text fw={600} size="sm" aria-live="polite">
              {jalaliMonthTitle(shown.month)} {formatNumber(shown.year).replace('٬', '')}
            </Text>
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label="ماه بعد" onClick={() => move(1)}>
                <IconChevronLeft size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label="سال بعد" onClick={() => move(12)}>
                <IconChevronsLeft size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <SimpleGrid cols={7} spacing={2} verticalSpacing={2}>
            {WEEKDAY_INITIALS.map((name) => (
              <Text key={name} size="xs" c="dimmed" ta="center">
                {name}
              </Text>
            ))}
            {jalaliMonthGrid(shown.year, shown.month)
              .flat()
              .map((cell, index) =>
                cell ? (
                  <UnstyledButton
                    key={cell.dayKey}
                    className={classes.day}
                    data-selected={cell.dayKey === selected || undefined}
                    data-today={cell.dayKey === today || undefined}
                    disabled={outOfRange(cell.dayKey)}
                    aria-label={formatJalaliDate(`${cell.dayKey}T12:00:00Z`)}
                    aria-pressed={cell.dayKey === selected}
                    onClick={() => pick(cell.dayKey)}
                  >
                    {formatNumber(cell.day)}
                  </UnstyledButton>
                ) : (
                  <span key={`blank-${index}`} />
                ),
              )}
          </SimpleGrid>
          <Group justify="center" mt={6}>
            <UnstyledButton className={classes.todayLink} onClick={() => pick(today)} disabled={outOfRange(today)}>
              امروز
            </UnstyledButton>
          </Group>
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
