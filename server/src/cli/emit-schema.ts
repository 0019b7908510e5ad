import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../common/config.js';
import { buildDeclaredSchema } from '../app/schema.js';
import { printAppSchema } from '../platform/graphql/schema-text.js';

const target = path.join(repoRoot, 'schema.graphql');
const text = printAppSchema(await buildDeclaredSchema());
fs.writeFileSync(target, text);
console.log(`wrote ${path.relative(process.cwd(), target) || target}`);
