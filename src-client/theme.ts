import { createTheme } from '@mantine/core';

export const theme = createTheme({
  fontFamily: 'Vazirmatn, Tahoma, sans-serif',
  headings: { fontFamily: 'Vazirmatn, Tahoma, sans-serif' },
  primaryColor: 'teal',
  defaultRadius: 'md',
});
