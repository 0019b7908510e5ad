import type { SubscribeResolverData } from 'type-graphql';
import type { Context } from './context.js';

type ResolverClass<R> = abstract new (...args: never[]) => R;

/**
 * A subscription's `subscribe` function that opens its stream through the resolver instance of
 * this schema (so it uses the services injected into that resolver), with typed arguments:
 * `subscribe: live(() => WireResolver, (resolver, args: { filter?: … }) => resolver.streams.board(args.filter))`.
 */
export function live<R, A>(
  resolverClass: () => ResolverClass<R>,
  open: (resolver: R, args: A, context: Context) => AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>,
) {
  return ({ args, context }: SubscribeResolverData<unknown, A, Context>) =>
    open(context.resolvers.get(resolverClass()), args, context);
}
