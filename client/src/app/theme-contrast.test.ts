import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { theme } from './theme';
import { contrastRatio, readableColourVariables, readableOn } from './theme-contrast';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const { light, dark } = readableColourVariables(resolved);

describe('readable theme colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('darkens or lightens a colour only as far as it needs', () => {
    expect(readableOn('#1d6b2f', '#ffffff', 'darker')).toBe('#1d6b2f');
    const orange = readableOn('#fd7e14', '#ffffff', 'darker');
    expect(contrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(orange, '#ffffff')).toBeLessThan(6);
    expect(contrastRatio(readableOn('#7950f2', '#3b3b3b', 'lighter'), '#3b3b3b')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every palette text that reads at 4.5:1 on its surfaces, in both modes', () => {
    for (const [name, shades] of Object.entries(resolved.colors)) {
      if (name === 'dark') continue;
      expect(
        contrastRatio(light[`--mantine-color-${name}-text`]!, resolved.colors.gray[1]),
        name,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[2]),
        name,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(dark[`--mantine-color-${name}-text`]!, resolved.colors.dark[5]),
        name,
      ).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(light['--mantine-color-error']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark['--mantine-color-error']!, resolved.colors.dark[7])).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(light['--mantine-color-dimmed']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark['--mantine-color-dimmed']!, resolved.colors.dark[7])).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
