import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../common/config.js';
import { declaredSchema } from '../app/application.js';
import { printAppSchema } from '../platform/graphql/schema-text.js';

const target = path.join(repoRoot, 'schema.graphql');
const text = printAppSchema(await declaredSchema());
fs.writeFileSync(target, text);
console.log(`wrote ${path.relative(process.cwd(), target) || target}`);
