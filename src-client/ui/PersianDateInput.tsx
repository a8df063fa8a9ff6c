import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, CloseButton, Group, Popover, SimpleGrid, Text, TextInput, UnstyledButton, useDirection, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { tehranDayKey, WEEKDAYS_FROM_SATURDAY } from '@shared/calendar/tehran';
import { addJalaliMonths, daysInJalaliMonth, firstDayOfJalaliMonth, isDayKey, jalaliMonthGrid, jalaliMonthTitle, jalaliOf } from '@shared/calendar/jalali-month';
import classes from './PersianDateInput.module.css';
import { LABELS } from '@shared/labels';

const DAY_MS = 86_400_000;

/** The day key `days` days after (or before) `dayKey`. */
function addDays(dayKey: string, days: number): string {
  const [y, m, d] = dayKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `delta` months away (the last day when that month is shorter). */
function addMonthsToDay(dayKey: string, delta: number): string {
  const { year, month, day } = jalaliOf(dayKey);
  const target = addJalaliMonths(year, month, delta);
  return addDays(firstDayOfJalaliMonth(target.year, target.month), Math.min(day, daysInJalaliMonth(target.year, target.month)) - 1);
}

/** Saturday = 0 … Friday = 6, the Iranian week. */
function weekdayIndex(dayKey: string): number {
  return (new Date(`${dayKey}T12:00:00Z`).getUTCDay() + 1) % 7;
}

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

/**
 * A date field that picks by the Persian calendar and hands over ISO days, as filters need.
 * From the keyboard: Enter, Space or ↓ on the field opens the month with focus on the chosen day
 * (else today); the arrows move by day and week (← is the next day, right to left), Home and End
 * to the week's ends, Page Up / Page Down by month; Enter picks and focus goes back to the field;
 * Escape closes. Only one day is a tab stop (roving tabindex).
 */
export function PersianDateInput({ label, value, onChange, clearable, placeholder, minDate, maxDate, disabled, error }: PersianDateInputProps) {
  const [opened, setOpened] = useState(false);
  const selected = value && isDayKey(value) ? value : null;
  const today = tehranDayKey(new Date());
  const start = jalaliOf(selected ?? today);
  const [shown, setShown] = useState({ year: start.year, month: start.month });
  // The day that holds the grid's one tab stop, and whether focus should follow it after a render.
  const [active, setActive] = useState(selected ?? today);
  const focusActive = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const { dir } = useDirection();

  const open = () => {
    const focus = selected ?? today;
    const month = jalaliOf(focus);
    setActive(focus);
    setShown({ year: month.year, month: month.month });
    setOpened(true);
  };
  const move = (delta: number) => setShown((s) => addJalaliMonths(s.year, s.month, delta));
  const pick = (dayKey: string) => {
    onChange(dayKey);
    setOpened(false);
    input.current?.focus();
  };
  const outOfRange = (dayKey: string) => (minDate !== undefined && dayKey < minDate) || (maxDate !== undefined && dayKey > maxDate);

  const cells = jalaliMonthGrid(shown.year, shown.month).flat();
  const activeMonth = jalaliOf(active);
  // After «ماه بعد» and the like the tab stop is the first day of the month shown.
  const tabStop = activeMonth.year === shown.year && activeMonth.month === shown.month ? active : cells.find((c) => c && !outOfRange(c.dayKey))?.dayKey;

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>, dayKey: string) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const weekday = weekdayIndex(dayKey);
    const next: Record<string, () => string> = {
      [forward]: () => addDays(dayKey, 1),
      [backward]: () => addDays(dayKey, -1),
      ArrowDown: () => addDays(dayKey, 7),
      ArrowUp: () => addDays(dayKey, -7),
      Home: () => addDays(dayKey, -weekday),
      End: () => addDays(dayKey, 6 - weekday),
      PageUp: () => addMonthsToDay(dayKey, event.shiftKey ? -12 : -1),
      PageDown: () => addMonthsToDay(dayKey, event.shiftKey ? 12 : 1),
    };
    const target = next[event.key]?.();
    if (!target) return;
    event.preventDefault();
    if (outOfRange(target)) return;
    const month = jalaliOf(target);
    setShown({ year: month.year, month: month.month });
    focusActive.current = true;
    setActive(target);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus returnFocus withinPortal withRoles={false}>
      <Popover.Target>
        <TextInput
          ref={input}
          label={label}
          readOnly
          disabled={disabled}
          error={error}
          value={selected ? formatJalaliDate(`${selected}T12:00:00Z`) : ''}
          placeholder={placeholder ?? 'انتخاب تاریخ'}
          onClick={() => (opened ? setOpened(false) : open())}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') event.preventDefault();
            if (event.key === 'Enter' || event.key === 'ArrowDown') open();
          }}
          // Space opens on release: opened on press, its release would click the day focus moved to.
          onKeyUp={(event) => {
            if (event.key === ' ' && !opened) open();
          }}
          leftSection={<IconCalendar size={16} aria-hidden />}
          rightSection={
            clearable && selected && !disabled ? <CloseButton size="sm" aria-label={LABELS.clearDate(label)} onClick={() => onChange(null)} /> : null
          }
          classNames={{ input: classes.input }}
        />
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <div role="dialog" aria-label={LABELS.pickDate(label)}>
          <Group justify="space-between" gap={4} wrap="nowrap" mb={6}>
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={LABELS.previousYear} onClick={() => move(-12)}>
                <IconChevronsRight size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label={LABELS.previousMonth} onClick={() => move(-1)}>
                <IconChevronRight size={16} />
              </ActionIcon>
            </Group>
            <Text fw={600} size="sm" aria-live="polite">
              {jalaliMonthTitle(shown.month)} {formatNumber(shown.year).replace('٬', '')}
            </Text>
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={LABELS.nextMonth} onClick={() => move(1)}>
                <IconChevronLeft size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label={LABELS.nextYear} onClick={() => move(12)}>
                <IconChevronsLeft size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <SimpleGrid cols={7} spacing={2} verticalSpacing={2} ref={grid}>
            {WEEKDAYS_FROM_SATURDAY.map((name) => (
              // The initial for the eye, the whole name for a screen reader (and as a tooltip).
              <Text key={name} component="abbr" title={name} size="xs" c="dimmed" ta="center" className={classes.weekday}>
                <span aria-hidden="true">{name.charAt(0)}</span>
                <VisuallyHidden>{name}</VisuallyHidden>
              </Text>
            ))}
            {cells.map((cell, index) =>
              cell ? (
                <UnstyledButton
                  key={cell.dayKey}
                  className={classes.day}
                  data-day={cell.dayKey}
                  data-selected={cell.dayKey === selected || undefined}
                  data-today={cell.dayKey === today || undefined}
                  data-autofocus={cell.dayKey === tabStop || undefined}
                  tabIndex={cell.dayKey === tabStop ? 0 : -1}
                  disabled={outOfRange(cell.dayKey)}
                  aria-label={`${WEEKDAYS_FROM_SATURDAY[index % 7]} ${formatJalaliDate(`${cell.dayKey}T12:00:00Z`)}`}
                  aria-pressed={cell.dayKey === selected}
                  aria-current={cell.dayKey === today ? 'date' : undefined}
                  onClick={() => pick(cell.dayKey)}
                  onKeyDown={(event) => onDayKeyDown(event, cell.dayKey)}
                  onFocus={() => setActive(cell.dayKey)}
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
