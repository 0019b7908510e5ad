import { useEffect, useSyncExternalStore } from 'react';

import { forceColorMode, getForcedColorMode, subscribeForcedColorMode, type ColorMode } from './color-mode';

/** Forces `mode` while the calling page is mounted (SPEC §4: a page may force a mode). */
export function useForcedColorMode(mode: ColorMode): void {
  useEffect(() => forceColorMode(mode), [mode]);
}

/** The mode some page forces right now, for MantineProvider's `forceColorScheme`. */
export function useForcedColorModeValue(): 'light' | 'dark' | undefined {
  return useSyncExternalStore(subscribeForcedColorMode, getForcedColorMode, getForcedColorMode);
}
