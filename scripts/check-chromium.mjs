#!/usr/bin/env node
// `npm test` runs this first: the end-to-end journeys need a Chromium, and without one the suite
// would spend minutes on lint, build and unit tests before failing at the end.
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `npm test: no Chromium at ${chromium}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH to one.`,
  );
  process.exit(1);
}
