import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The accessibility walk (`npm run a11y:walk`): every role's pages, light and dark, and the states
 * beyond a first view (a toast, drawers, the phone menu), checked with axe for serious and critical
 * findings. About 150 page states: on 2 cores it takes longer than the whole e2e run, so it is its
 * own command, run before a release and after changing the theme, not part of `npm test`.
 */
export default defineConfig({ ...base, testDir: 'tests/a11y' });
