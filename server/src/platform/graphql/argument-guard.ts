import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';

type Args = Record<string, unknown>;

/**
 * `field` with `prepare` run on its arguments before its resolver, or before its `subscribe` on
 * the subscription type: `prepare` throws to refuse them, and returns the arguments to go on with.
 * The schema transforms that check inputs at the edge (ids, lists, text) each wrap fields so.
 */
export function guardArguments(
  schema: GraphQLSchema,
  typeName: string,
  field: GraphQLFieldConfig<unknown, unknown>,
  prepare: (args: Args) => Args,
): GraphQLFieldConfig<unknown, unknown> {
  if (typeName === schema.getSubscriptionType()?.name && field.subscribe) {
    const subscribe = field.subscribe;
    return {
      ...field,
      subscribe: (source, args, context, info) => subscribe(source, prepare(args), context, info),
    };
  }
  const resolve = field.resolve ?? defaultFieldResolver;
  return {
    ...field,
    resolve: (source, args, context, info) => resolve(source, prepare(args), context, info),
  };
}
