import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True on a phone-wide screen (up to the theme's `sm` breakpoint, 48em), where lists switch
 * from tables to stacked rows. Read on the first render (this is a client-only app), so a
 * phone never flashes the desktop table first.
 */
export function usePhone(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
}
