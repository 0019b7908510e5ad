import type { GraphQLSchema } from 'graphql';
import { WebhookSubscriptions } from '../webhook/webhook-subscriptions.js';
import { memberContext } from './context.js';
import { operationCost, operationShapeRule } from './query-measures.js';
import type { Resolvers } from './schema.js';
import type { Services } from './services.js';

/**
 * Gives the webhooks the executable schema (built after the services): their documents are
 * held to the same shape and cost limits as any operation, and run with their owner's context.
 */
export function attachWebhookRuntime(services: Services, schema: GraphQLSchema, resolvers: Resolvers): void {
  const { config } = services;
  const subscriptions = new WebhookSubscriptions(schema, {
    maxTokens: config.maxQueryTokens,
    rules: [
      operationShapeRule({
        depth: config.maxQueryDepth,
        aliases: config.maxQueryAliases,
        directives: config.maxQueryDirectives,
      }),
    ],
    cost: (document) => operationCost(schema, document, null, {}),
    maxCost: config.maxQueryCost,
  });
  services.webhooks.attach({
    subscriptions,
    contextFor: (member, reqId) => memberContext(services, resolvers, member, reqId),
  });
}
