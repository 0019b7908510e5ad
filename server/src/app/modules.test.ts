import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../common/config.js';
import { MODULES } from './modules.js';

const src = path.join(repoRoot, 'server', 'src');
/** The domain folders, as the lint rules derive them (eslint.config.js: every folder not the platform's). */
const { SERVER_DOMAINS } = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as {
  SERVER_DOMAINS: string[];
};
const listed = new Set<unknown>(MODULES);

/** The values a module file exports. */
async function exportsOf(file: string): Promise<unknown[]> {
  return Object.values((await import(pathToFileURL(file).href)) as Record<string, unknown>);
}

describe('the modules of app/', () => {
  it('finds the domain folders', () => {
    expect(SERVER_DOMAINS).toEqual(expect.arrayContaining(['member', 'wire', 'response', 'push']));
    expect(SERVER_DOMAINS).not.toContain('platform');
  });

  it.each(SERVER_DOMAINS)('lists the module of %s', async (domain) => {
    const file = path.join(src, domain, `${domain}.module.ts`);
    expect(fs.existsSync(file), `server/src/${domain} has no ${domain}.module.ts`).toBe(true);
    const found = (await exportsOf(file)).filter((value) => listed.has(value));
    expect(found, `${domain}.module.ts's module is not in app/modules.ts`).toHaveLength(1);
  });

  it('lists every module file once', async () => {
    const files = fs
      .readdirSync(src, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.module.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const modules = (await Promise.all(files.map(exportsOf))).flat().filter((value) => listed.has(value));
    expect(modules).toHaveLength(MODULES.length);
    expect(new Set(MODULES.map((module) => module.name)).size).toBe(MODULES.length);
  });
});
