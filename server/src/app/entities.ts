import { MODULES } from './modules.js';

/** Every entity of the app, from the modules' lists (no folder scanning: the build and tests see the same set). */
export const ENTITIES = MODULES.flatMap((module) => module.entities ?? []);
