import { registerEnumType } from 'type-graphql';

/**
 * What an API token may do, on top of its account's role (SPEC §1 "integrator"). A root field
 * names the scopes a token needs in its `@auth(scopes: …)`; without them, Query and Subscription
 * fields need READ and Mutation fields are for signed-in people only.
 */
export enum ApiTokenScope {
  READ = 'READ',
  WIRES = 'WIRES',
  RESPONSES = 'RESPONSES',
  CATALOGUE = 'CATALOGUE',
  WEBHOOKS = 'WEBHOOKS',
  ORDERS = 'ORDERS',
}

registerEnumType(ApiTokenScope, {
  name: 'ApiTokenScope',
  description: 'What an API token may do, on top of what its account may do.',
  valuesConfig: {
    READ: { description: 'Read what the account can see, and subscribe to its events.' },
    WIRES: {
      description:
        "Post, close and fulfil wires; accept or decline the responses to the account's wires; upload attachments.",
    },
    RESPONSES: { description: 'Respond to wires and withdraw responses (partners).' },
    CATALOGUE: { description: 'Manage products and property listings, and upload their images (partners).' },
    WEBHOOKS: { description: 'Manage webhooks.' },
    ORDERS: {
      description:
        "Move the account's orders along (confirm, dispatch, receive, complete, cancel, dispute) and record or confirm their payments.",
    },
  },
});
