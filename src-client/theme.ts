import { Badge, createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';
import { contrast, parseColour } from './colour-contrast';
import type { DrawerProps, FileInputProps, ModalProps, PasswordInputProps } from '@mantine/core';
import { LABELS } from '@shared/labels';

export const theme = createTheme({
  fontFamily: 'Vazirmatn, Tahoma, sans-serif',
  headings: { fontFamily: 'Vazirmatn, Tahoma, sans-serif' },
  primaryColor: 'teal',
  defaultRadius: 'md',
  components: {
    // A status is read whole: Mantine's badge clips its label, so beside a long title or in a
    // table column it shrank to "در انتظار پردا…". Unclipped, it keeps its width in a row and in a table.
    Badge: Badge.extend({ styles: { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } }),
    // Icon buttons Mantine leaves unnamed (the dialogs' ×, where focus lands when one opens, and a
    // chosen file's ×) or names in English (the password eye): named in Persian once, here. Plain
    // objects rather than `Modal.extend(…)`, which would pull these four components (26 KB gzip)
    // into the entry chunk every visitor downloads (issue 13).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': LABELS.close } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': LABELS.close } } satisfies Partial<DrawerProps> },
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': LABELS.removeFile } } satisfies Partial<FileInputProps> },
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': LABELS.showPassword } } satisfies Partial<PasswordInputProps> },
  },
});

// WCAG AA asks 4.5:1 for normal text. Text set on white aims higher, since it also sits on the
// light tints of striped rows and notices (#f8f9fa, yellow.0).
const AA = 4.6;
const AA_ON_TINTS = 5.2;

function darken(hex: string, amount: number): string {
  return `#${parseColour(hex)
    .map((c) => Math.round(c * (1 - amount)).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The colour, darkened in small steps until text in it (or on it) reads at AA against `against`. */
function readable(hex: string, against: string, ratio = AA): string {
  let colour = hex;
  for (let step = 0; step < 30 && contrast(colour, against) < ratio; step++) colour = darken(colour, 0.05);
  return colour;
}

/**
 * Mantine's default shades put white text on teal, green and yellow, and coloured text on their
 * light tints, below WCAG AA (2.5:1 for a white-on-teal button). Every colour's filled, light,
 * outline and text variables are darkened just enough to read at AA; backgrounds stay as designed.
 */
export const accessibleColors: CSSVariablesResolver = () => {
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    const filled = readable(shades[6], '#ffffff');
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    light[`--mantine-color-${name}-text`] = readable(shades[6], '#ffffff', AA_ON_TINTS);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readable(shades[9], shades[1]);
  }
  light['--mantine-color-dimmed'] = readable(DEFAULT_THEME.colors.gray[6], '#ffffff', AA_ON_TINTS);
  light['--mantine-color-anchor'] = readable(DEFAULT_THEME.colors.teal[7], '#ffffff', AA_ON_TINTS);
  light['--mantine-color-placeholder'] = readable(DEFAULT_THEME.colors.gray[5], '#ffffff');
  return { variables: {}, light, dark: {} };
};
