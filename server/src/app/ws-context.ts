import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from './context.js';
import { createLoaders, type Loaders } from './loaders.js';

/**
 * A websocket operation's context: the connection's viewer and request facts, with the
 * EntityManager fork and the loaders made only when something reads them. A live board
 * subscriber never does (its events use the per-event ones, `WireEventScope`), so an idle
 * subscription holds no fork and no loaders. Assigning `em`/`loaders` (as `refreshContext`
 * does) replaces them.
 */
export function lazyContext(base: Context): Context {
  const ctx = {} as Record<string, unknown>;
  for (const key of Object.keys(base)) {
    if (key !== 'em' && key !== 'loaders') ctx[key] = (base as Record<string, unknown>)[key];
  }
  // the getters hold these two, not `base` (whose own fork and loaders must be let go)
  const { services, viewer } = base;
  let em: EntityManager | null = null;
  let loaders: Loaders | null = null;
  Object.defineProperties(ctx, {
    em: {
      enumerable: true,
      get: () => (em ??= services.orm.em.fork() as EntityManager),
      set: (value: EntityManager) => (em = value),
    },
    loaders: {
      enumerable: true,
      get: () => (loaders ??= createLoaders((ctx as Context).em, viewer)),
      set: (value: Loaders) => (loaders = value),
    },
  });
  return ctx as Context;
}
