import fs from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Every type, field, argument and enum value of schema.graphql carries a description, except the
 * ones listed in docs/api/undocumented.txt, which may only shrink: a new element without a
 * description fails here, and so does a listed one that has gained one (take it off the list).
 */
function undocumented(): string[] {
  const schema = buildSchema(fs.readFileSync('schema.graphql', 'utf8'));
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : [])
          if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isEnumType(type))
      for (const value of type.getValues())
        if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing.sort();
}

const listed = fs
  .readFileSync('docs/api/undocumented.txt', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

describe('schema descriptions', () => {
  it('documents every new type, field, argument and enum value', () => {
    const known = new Set(listed);
    expect(undocumented().filter((name) => !known.has(name))).toEqual([]);
  });

  it('lists only what is still undocumented (the list shrinks as descriptions are written)', () => {
    const now = new Set(undocumented());
    expect(listed.filter((name) => !now.has(name))).toEqual([]);
  });
});
