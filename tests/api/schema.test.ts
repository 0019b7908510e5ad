import fs from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildDeclaredSchema } from '../../server/src/app/schema.js';
import { printAppSchema } from '../../server/src/platform/graphql/schema-text.js';
import { assertAccessRules, findAccessRuleProblems } from '../../server/src/auth/access-rules.js';

const DIRECTIVES = `
  directive @auth(requires: [Role!]) on OBJECT | FIELD_DEFINITION
  directive @public on FIELD_DEFINITION
  directive @deprecated(reason: String) on FIELD_DEFINITION
  enum Role { MEMBER PARTNER ADMIN }
`;

describe('schema.graphql', () => {
  it('is the schema the server builds (run `npm run schema:emit` when this fails)', async () => {
    const expected = printAppSchema(await buildDeclaredSchema());
    expect(fs.readFileSync('schema.graphql', 'utf8')).toBe(expected);
  });

  it('gives every root field exactly one access directive', async () => {
    expect(findAccessRuleProblems(await buildDeclaredSchema())).toEqual([]);
  });
});

describe('assertAccessRules', () => {
  it('stops start-up for a root field with no access rule', () => {
    const schema = buildSchema(`${DIRECTIVES} type Query { open: Int @public secret: Int }`);
    expect(() => assertAccessRules(schema)).toThrow(/Query\.secret: no @auth or @public/);
  });

  it('stops start-up for a root field with both', () => {
    const schema = buildSchema(`${DIRECTIVES} type Query { both: Int @public @auth }`);
    expect(() => assertAccessRules(schema)).toThrow(/Query\.both: more than one access directive/);
  });

  it('counts only @auth and @public (not, say, @deprecated)', () => {
    const schema = buildSchema(
      `${DIRECTIVES} type Query { a: Int @public } type Mutation { old: Int @deprecated }`,
    );
    expect(() => assertAccessRules(schema)).toThrow(/Mutation\.old/);
  });

  it('checks subscriptions too', () => {
    const schema = buildSchema(`${DIRECTIVES} type Query { a: Int @public } type Subscription { feed: Int }`);
    expect(() => assertAccessRules(schema)).toThrow(/Subscription\.feed/);
  });
});
