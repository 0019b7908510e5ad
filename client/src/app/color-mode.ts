import { localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';

/** Shared with the inline script in client/index.html, which applies the mode before first paint. */
export const colorModeStorageKey = 'bw-color-scheme';

/** 'auto' follows the system setting. */
export type ColorMode = 'light' | 'dark' | 'auto';

export const colorModes: readonly ColorMode[] = ['auto', 'light', 'dark'];

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark' || value === 'auto';
}

export function readColorMode(storage: StorageLike | undefined = globalThis.localStorage): ColorMode {
  try {
    const stored = storage?.getItem(colorModeStorageKey);
    return isColorMode(stored) ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

export function writeColorMode(
  mode: ColorMode,
  storage: StorageLike | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(colorModeStorageKey, mode);
  } catch {
    // private mode or storage full: the mode still applies for this visit
  }
}

export function resolveColorMode(mode: ColorMode, prefersDark: boolean): 'light' | 'dark' {
  if (mode === 'auto') return prefersDark ? 'dark' : 'light';
  return mode;
}

export function createColorModeManager(): MantineColorSchemeManager {
  return localStorageColorSchemeManager({ key: colorModeStorageKey });
}
