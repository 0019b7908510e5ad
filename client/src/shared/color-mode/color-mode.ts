import { localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';

/** Shared with the inline script in client/index.html, which applies the mode before first paint. */
export const colorModeStorageKey = 'bw-color-scheme';

/** 'auto' follows the system setting. */
export type ColorMode = 'light' | 'dark' | 'auto';

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

type ForcedMode = 'light' | 'dark' | undefined;
let forcedMode: ForcedMode;
const forcedListeners = new Set<() => void>();

function setForced(next: ForcedMode): void {
  if (next === forcedMode) return;
  forcedMode = next;
  for (const listener of forcedListeners) listener();
}

/**
 * Forces a colour mode while a page is shown (a print view wants light), without changing the
 * stored choice; returns the function that lifts it. Forcing 'auto' (the system mode) means
 * nothing and is a development warning.
 */
export function forceColorMode(mode: ColorMode, warn: (message: string) => void = console.warn): () => void {
  if (mode === 'auto') {
    if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
      warn('forceColorMode("auto"): the system mode cannot be forced; force "light" or "dark".');
    }
    return () => {};
  }
  setForced(mode);
  return () => {
    if (forcedMode === mode) setForced(undefined);
  };
}

export function getForcedColorMode(): ForcedMode {
  return forcedMode;
}

export function subscribeForcedColorMode(listener: () => void): () => void {
  forcedListeners.add(listener);
  return () => forcedListeners.delete(listener);
}
