import {
  execute,
  getOperationAST,
  GraphQLEnumType,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type GraphQLFieldConfigArgumentMap,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_ITEMS } from '../../common/list-limits.js';
import { describeListMaxima, guardListInputs, overLongVariables } from './list-inputs.js';
import { refuseVariables } from './variable-values.js';

const Colour = new GraphQLEnumType({ name: 'Colour', values: { RED: {}, GREEN: {}, BLUE: {} } });
const list = (of: typeof GraphQLString | typeof GraphQLID | typeof Colour) =>
  new GraphQLList(new GraphQLNonNull(of));

/** A schema with a list input field, an enum list and a list argument; `unbounded` adds one with no maximum. */
function schemaWith(unbounded = false) {
  const Line = new GraphQLInputObjectType({
    name: 'Line',
    fields: { tags: { type: list(GraphQLString), description: 'Tags', extensions: { [MAX_ITEMS]: 2 } } },
  });
  const Input = new GraphQLInputObjectType({
    name: 'Input',
    fields: () => ({
      lines: { type: new GraphQLList(new GraphQLNonNull(Line)), extensions: { [MAX_ITEMS]: 3 } },
      colours: { type: list(Colour), description: 'Colours.' },
      ...(unbounded ? { notes: { type: list(GraphQLString) } } : {}),
    }),
  });
  const args: GraphQLFieldConfigArgumentMap = {
    ids: { type: list(GraphQLID), description: 'The ids.' },
    input: { type: Input },
  };
  const calls: unknown[] = [];
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
    mutation: new GraphQLObjectType({
      name: 'Mutation',
      fields: {
        save: {
          type: GraphQLInt,
          args,
          extensions: { [MAX_ITEMS]: { ids: 4 } },
          resolve: (_source, values) => calls.push(values) && 1,
        },
      },
    }),
  });
  return { schema, calls };
}

describe('list input maxima', () => {
  it('are written into the descriptions, an enum list taking one of each value', () => {
    const { schema } = schemaWith();
    describeListMaxima(schema);
    describeListMaxima(schema); // once only
    const input = schema.getType('Input') as GraphQLInputObjectType;
    expect(input.getFields().lines!.description).toBe('At most 3 items.');
    expect(input.getFields().colours!.description).toBe('Colours. At most 3 items.');
    expect((schema.getType('Line') as GraphQLInputObjectType).getFields().tags!.description).toBe(
      'Tags. At most 2 items.',
    );
    expect(schema.getMutationType()!.getFields().save!.args[0]!.description).toBe(
      'The ids. At most 4 items.',
    );
  });

  it('stop the schema build when a list input has none', () => {
    expect(() => describeListMaxima(schemaWith(true).schema)).toThrow(/without a maximum.*Input\.notes/);
  });

  it('refuse a longer list at its path before the resolver runs, every one at once, literals too', async () => {
    const { schema, calls } = schemaWith();
    const guarded = guardListInputs(schema);
    const result = await execute({
      schema: guarded,
      document: parse(
        'mutation { save(ids: ["1", "2", "3", "4", "5"], input: { lines: [{ tags: ["a", "b", "c"] }] }) }',
      ),
    });
    expect(calls).toEqual([]);
    expect(result.errors?.[0]?.originalError).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: {
        problems: [
          { fieldPath: ['ids'], field: 'ids', message: 'At most 4 items.' },
          { fieldPath: ['input', 'lines', 0, 'tags'], field: 'tags', message: 'At most 2 items.' },
        ],
      },
    });
    const fine = await execute({ schema: guarded, document: parse('mutation { save(ids: ["1"]) }') });
    expect(fine).toEqual({ data: { save: 1 } });
  });

  it('name the over-long lists among variables, by the argument or input field they are given to', () => {
    const { schema } = schemaWith();
    const document = parse(
      'mutation M($ids: [ID!], $tags: [String!], $input: Input) { save(ids: $ids, input: $input) a: save(input: { lines: [{ tags: $tags }] }) }',
    );
    const operation = getOperationAST(document, 'M')!;
    const found = overLongVariables(schema, document, operation, {
      ids: [1, 2, 3, 4, 5],
      tags: ['a', 'b', 'c'],
      input: { colours: ['RED', 'RED', 'RED', 'RED'] },
    });
    expect(found.map((problem) => problem.fieldPath)).toEqual([['ids'], ['tags'], ['input', 'colours']]);
  });
});

describe('refuseVariables', () => {
  const { schema } = schemaWith();
  const document = parse('mutation M($ids: [ID!], $input: Input) { save(ids: $ids, input: $input) }');
  const operation = getOperationAST(document, 'M')!;

  it('lets variables that fit through', () => {
    expect(refuseVariables(schema, document, operation, { ids: ['1'] })).toBeNull();
  });

  it('gives each problem as BAD_USER_INPUT at its path', () => {
    const errors = refuseVariables(schema, document, operation, {
      input: { lines: [{ tags: [{}] }], colours: ['PINK'] },
    })!;
    expect(errors.map((error) => error.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', field: 'tags', fieldPath: ['input', 'lines', 0, 'tags', 0] },
      { code: 'BAD_USER_INPUT', field: 'colours', fieldPath: ['input', 'colours', 0] },
    ]);
  });

  it('names an over-long list instead of its bad items', () => {
    const errors = refuseVariables(schema, document, operation, { ids: Array(60).fill({}) })!;
    expect(errors.map((error) => [error.message, error.extensions.fieldPath])).toEqual([
      ['At most 4 items.', ['ids']],
    ]);
  });

  it('lists the first 50 of more bad values, and then one saying there are more', () => {
    const errors = refuseVariables(schema, document, operation, {
      input: { lines: [{ tags: Array(2).fill({}) }, { tags: Array(2).fill({}) }], colours: ['PINK'] },
      ids: ['1'],
    });
    expect(errors).toHaveLength(5);
    const many = parse(`mutation M(${Array.from({ length: 60 }, (_, i) => `$v${i}: Int`).join(', ')}) {
      ${Array.from({ length: 60 }, (_, i) => `a${i}: save(ids: [$v${i}])`).join(' ')} }`);
    const refused = refuseVariables(
      schema,
      many,
      getOperationAST(many, 'M')!,
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`v${i}`, 'x'])),
    )!;
    expect(refused).toHaveLength(51);
    expect(refused.every((error) => error.extensions.code === 'BAD_USER_INPUT')).toBe(true);
    expect(refused[0]!.extensions.fieldPath).toEqual(['v0']);
    expect(refused[50]!.message).toMatch(/than the 50 listed/);
    expect(refused[50]!.extensions.fieldPath).toEqual(['v49']);
  });
});
