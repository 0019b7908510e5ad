import { lazyWhenIdle } from '../lazy-when-idle';

/**
 * The colour-mode switch (a segmented control with tooltips) once the page is idle; a blank of
 * its size until then. The colour mode itself is applied before the first paint (index.html).
 */
export const ColorModeSwitch = lazyWhenIdle(
  () => import('./ColorModeSwitch').then((m) => m.ColorModeSwitch),
  <div style={{ width: 98, height: 26 }} aria-hidden="true" />,
);
