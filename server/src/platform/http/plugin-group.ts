import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestContext,
  GraphQLRequestContextDidResolveOperation,
  GraphQLRequestContextWillSendResponse,
  GraphQLRequestListener,
} from '@apollo/server';

/**
 * The hooks of a request that this server's plugins use, each synchronous unless it has to wait
 * (then it returns a promise). A hook that throws refuses the request, as in an Apollo plugin.
 */
export type RequestHooks<TContext extends BaseContext> = {
  didResolveOperation?: (
    requestContext: GraphQLRequestContextDidResolveOperation<TContext>,
  ) => void | Promise<void>;
  willSendResponse?: (
    requestContext: GraphQLRequestContextWillSendResponse<TContext>,
  ) => void | Promise<void>;
};

/** A plugin of the group: its hooks for one request, or nothing when the request does not concern it. */
export type RequestPlugin<TContext extends BaseContext> = {
  requestDidStart: (requestContext: GraphQLRequestContext<TContext>) => RequestHooks<TContext> | void;
};

type HookName = keyof RequestHooks<BaseContext>;
const HOOKS: readonly HookName[] = ['didResolveOperation', 'willSendResponse'];
const DONE = Promise.resolve();

/** Calls each part's hook in order, as Apollo does its listeners', and settles once all have. */
function runAll<TContext extends BaseContext, C>(hooks: RequestHooks<TContext>[], name: HookName, ctx: C) {
  let pending: (void | Promise<void>)[] | undefined;
  for (const part of hooks) {
    const hook = part[name] as ((ctx: C) => void | Promise<void>) | undefined;
    if (!hook) continue;
    let result: void | Promise<void>;
    try {
      result = hook.call(part, ctx);
    } catch (error) {
      // the others still run, as each async listener does under Apollo's Promise.all
      result = Promise.reject(error);
    }
    if (result) (pending ??= []).push(result);
  }
  return pending ? Promise.all(pending) : DONE;
}

/**
 * Several plugins as one Apollo plugin. Apollo runs every listener through `Promise.all` at each
 * of a request's steps, whether it has a hook there or not: about ten promises a listener a
 * request, each with AsyncLocalStorage's hooks (docs/BENCHMARK.md, figure 1). One
 * listener calls the parts' hooks in their order, with the same outcome: all of a step's hooks
 * run, and the step fails with the first that fails.
 */
export function pluginGroup<TContext extends BaseContext>(
  parts: RequestPlugin<TContext>[],
): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async (requestContext) => {
      const hooks: RequestHooks<TContext>[] = [];
      for (const part of parts) {
        const started = part.requestDidStart(requestContext);
        if (started) hooks.push(started);
      }
      const listener: GraphQLRequestListener<TContext> = {};
      for (const name of HOOKS) {
        if (hooks.some((part) => part[name]))
          listener[name] = (ctx: never) => runAll(hooks, name, ctx) as Promise<void>;
      }
      return listener;
    },
  };
}
