import fs from 'node:fs';
import { buildSchema, findBreakingChanges } from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * The deprecation policy of docs/API.md, checked: compared with the last released schema
 * (docs/api/schema-released.graphql, written by `npm run schema:release`), schema.graphql may
 * only break what docs/api/announced-breaking-changes.json announced, and only once its date has
 * passed. Anything else is an unannounced breaking change and fails here.
 */
type Announced = { description: string; announced: string; notBefore: string };

describe('schema.graphql against the last released schema', () => {
  it('has no breaking change that was not announced (or whose date has not come)', () => {
    const released = buildSchema(fs.readFileSync('docs/api/schema-released.graphql', 'utf8'));
    const current = buildSchema(fs.readFileSync('schema.graphql', 'utf8'));
    const announced = JSON.parse(
      fs.readFileSync('docs/api/announced-breaking-changes.json', 'utf8'),
    ) as Announced[];
    const now = Date.now();
    const unannounced = findBreakingChanges(released, current)
      .map((change) => `${change.type}: ${change.description}`)
      .filter(
        (change) => !announced.some((a) => change.endsWith(a.description) && Date.parse(a.notBefore) <= now),
      );
    expect(unannounced).toEqual([]);
  });

  it('finds a removed field (the check itself works)', () => {
    const released = buildSchema(`type Query { wire(id: ID!): String, wires: [String!]! }`);
    const current = buildSchema(`type Query { wire(id: ID!): String }`);
    expect(findBreakingChanges(released, current).map((c) => c.description)).toEqual([
      'Query.wires was removed.',
    ]);
  });
});
