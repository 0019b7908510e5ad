import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.js';

describe('client/src/gql', () => {
  it('is what codegen writes from schema.graphql and the documents (run `npm run codegen` when this fails)', async () => {
    const files = (await generate({ ...config, cwd: process.cwd(), silent: true }, false)) as {
      filename: string;
      content: string;
    }[];
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const onDisk = fs.readFileSync(path.resolve(file.filename), 'utf8');
      expect(onDisk, `${file.filename} is stale`).toBe(file.content);
    }
    const written = new Set(files.map((f) => path.resolve(f.filename)));
    const extra = fs
      .readdirSync('client/src/gql')
      .map((name) => path.resolve('client/src/gql', name))
      .filter((file) => !written.has(file));
    expect(extra, 'files in client/src/gql that codegen no longer writes').toEqual([]);
  });
});
