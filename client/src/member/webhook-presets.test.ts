import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

import schemaSource from '../../../schema.graphql?raw';
import { WEBHOOK_PRESETS } from './webhook-presets';

describe('webhook presets', () => {
  const schema = buildSchema(schemaSource);
  const presets = [...WEBHOOK_PRESETS.PARTNER, ...WEBHOOK_PRESETS.BUYER];

  it.each(presets.map((preset) => [preset.label, preset.query]))(
    '"%s" is a valid subscription',
    (_, query) => {
      const document = parse(query);
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
      expect(document.definitions).toHaveLength(1);
      expect(document.definitions[0]).toMatchObject({
        kind: 'OperationDefinition',
        operation: 'subscription',
      });
    },
  );

  it('offers each role only subscriptions its role may open', () => {
    const rootField = (query: string) => /{\s*(\w+)/.exec(query)?.[1] ?? '';
    const buyerFields = WEBHOOK_PRESETS.BUYER.map(({ query }) => rootField(query));
    for (const field of buyerFields) {
      // a field with arguments closes them on a line of its own: `  ): Type! @auth`
      expect(schemaSource).toMatch(new RegExp(`\\n  ${field}(\\([\\s\\S]*?\\n  \\))?: \\w+! @auth\\n`));
    }
  });
});
