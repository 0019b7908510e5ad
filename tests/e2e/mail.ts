import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { linkIn } from '../helpers/mail-links';

/** Where the run's SMTP server (serve.mjs) writes every message it receives. */
export const mailDir = path.join(os.tmpdir(), `bw-e2e-mail-${process.env.E2E_PORT}`);

/** The raw text of the first message to `address` matching `pattern`, waiting for it to arrive. */
export async function waitForMail(address: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
        for (const file of files.sort()) {
          if (!file.includes(address.toLowerCase())) continue;
          const raw = fs.readFileSync(path.join(mailDir, file), 'utf8');
          if (pattern.test(raw)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${address} matching ${String(pattern)}`, timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** The path and query of the link to `linkPath` in `raw` (to open on the run's own origin). */
export function linkPathIn(raw: string, linkPath: string): string {
  const url = linkIn(raw, linkPath);
  return `${url.pathname}${url.search}`;
}
