import {
  Anchor,
  createTheme,
  type CSSVariablesResolver,
  type MantineColor,
  type MantineColorsTuple,
} from '@mantine/core';

import { readableColourVariables } from './theme-contrast';

/** Colour of secondary actions (primary actions use the theme's green). */
export const secondaryColor: MantineColor = 'blue';

/**
 * Mantine's green and blue, darkened from shade 7 on so that white text on a filled button and
 * coloured text on a white page both pass WCAG AA (4.5:1); dark mode uses shade 8 for fills.
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2f9e44',
  '#237a36',
  '#1d6b2f',
  '#165a26',
];
const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#228be6',
  '#1b6ec2',
  '#1864ab',
  '#144f85',
];

export const theme = createTheme({
  colors: { green, blue },
  // filled badges and buttons pick black or white text, whichever reads better on their colour
  autoContrast: true,
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  other: { secondaryColor },
  components: {
    // a link inside a sentence must not rely on colour alone (WCAG 1.4.1); navigation opts out
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Mantine's close buttons are an icon alone: each needs a name (a dialog may give its own).
    // Plain objects, not `Drawer.extend(…)`: naming the components here would put them (and
    // their dependencies) in the entry chunk
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
      // under a title Mantine greys the message with fixed shades (gray 6, dark 2: under 4.5:1)
      styles: (_theme: unknown, props: { title?: unknown }) => ({
        description: props.title ? { color: 'var(--mantine-color-dimmed)' } : {},
      }),
    },
  },
});

/** Text colours (coloured, "light" variant and dimmed text) that pass WCAG AA in both modes. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  ...readableColourVariables(resolved),
});
