import type { ContainerType, PubSub } from 'type-graphql';
import type { ResolverContainer } from '../../common/context.js';

/** The resolver instances of one process, each given its services (type-graphql asks it for them). */
export class Resolvers implements ResolverContainer, ContainerType {
  private readonly instances = new Map<unknown, unknown>();

  constructor(instances: object[]) {
    for (const instance of instances) this.instances.set(instance.constructor, instance);
  }

  get<T>(resolverClass: abstract new (...args: never[]) => T): T {
    const instance = this.instances.get(resolverClass);
    if (!instance) throw new Error(`No resolver instance for ${resolverClass.name}`);
    return instance as T;
  }
}

/**
 * type-graphql wants a PubSub as soon as there are subscriptions; ours open their own streams
 * (`live()` over the event bus), so a topic-based subscription is a programming error.
 */
export const TOPICS_UNUSED: PubSub = {
  publish: () => {
    throw new Error('Publish through the EventBus, not type-graphql topics');
  },
  subscribe: () => {
    throw new Error('Subscriptions open their streams with live(), not type-graphql topics');
  },
};
