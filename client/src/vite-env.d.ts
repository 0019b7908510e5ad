/// <reference types="vite/client" />

/** The id of this build, also written to dist/build-manifest.json (see vite.config.ts). */
declare const __BUILD_ID__: string;
