import { darken, lighten, luminance, type MantineTheme } from '@mantine/core';

/** WCAG contrast ratio of two colours (hex or rgb/rgba strings), 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `color`, darkened (or lightened) in small steps until it reads at `ratio` (WCAG AA for text:
 * 4.5:1) on `background`; `color` itself when it already does.
 */
export function readableOn(
  color: string,
  background: string,
  direction: 'darker' | 'lighter',
  ratio = 4.5,
): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const shade =
      amount === 0 ? color : direction === 'darker' ? darken(color, amount) : lighten(color, amount);
    if (contrastRatio(shade, background) >= ratio) return shade;
  }
  return direction === 'darker' ? '#000000' : '#ffffff';
}

type ColourVariables = Record<string, string>;

/**
 * Secondary ("dimmed") text: Mantine's greys are 3.3:1 on white and 4:1 on the dark page; these
 * pass on every surface (index.html repeats them for the first paint).
 */
export const dimmed = { light: '#5c636a', dark: '#a6a6a6' } as const;

/**
 * Every palette's text colours, made to pass WCAG AA in both modes. Mantine's defaults do not for
 * several palettes: coloured text (`c="red"`) and outline variants use shade 7 on white in light
 * mode (orange, teal, yellow: about 3:1), "light" badges and alerts shade 9 on shade 1 (orange
 * 3.6:1, teal 4.3:1), and dark mode's coloured text shade 4 (violet 4:1 on a card). Each is
 * checked against the surface it reads worst on: a grey card or hovered row (gray 1, dark 5), and
 * for "light" variants their hovered background (shade 2).
 */
export function readableColourVariables(theme: MantineTheme): {
  light: ColourVariables;
  dark: ColourVariables;
} {
  const light: ColourVariables = {};
  const dark: ColourVariables = {};
  const lightSurface = theme.colors.gray[1];
  const darkSurface = theme.colors.dark[5];
  const lightShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const text = readableOn(shades[lightShade], lightSurface, 'darker');
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2], 'darker');
    const darkText = readableOn(shades[4], darkSurface, 'lighter');
    dark[`--mantine-color-${name}-text`] = darkText;
    dark[`--mantine-color-${name}-outline`] = darkText;
  }
  // form errors: Mantine's red 6 on white and red 8 on the dark page are both under 4:1
  light['--mantine-color-error'] = light['--mantine-color-red-text']!;
  dark['--mantine-color-error'] = dark['--mantine-color-red-text']!;
  light['--mantine-color-dimmed'] = dimmed.light;
  dark['--mantine-color-dimmed'] = dimmed.dark;
  return { light, dark };
}
