import { Directive } from 'type-graphql';
import type { Role } from '../common/role.js';
import type { ApiTokenScope } from '../common/api-token-scope.js';

/** What `@auth` may say besides roles: the scopes an API token needs (see `ApiTokenScope`). */
export type AuthOptions = { scopes: readonly ApiTokenScope[] };

/**
 * `@auth(requires: [...], scopes: [...])` on a root field (or an object type): the caller must be
 * signed in and, when roles are named, hold one of them. With no roles, any signed-in account
 * may call. `scopes` is what an API token must hold to call it; when not given, a token needs
 * READ for a Query or Subscription field and may not call a Mutation field; `scopes: []` keeps
 * a field for signed-in people only.
 */
export function Auth(...args: (Role | AuthOptions)[]): MethodDecorator & ClassDecorator & PropertyDecorator {
  const roles = args.filter((arg): arg is Role => typeof arg === 'string');
  const options = args.find((arg): arg is AuthOptions => typeof arg === 'object');
  const parts = [
    ...(roles.length ? [`requires: [${roles.join(', ')}]`] : []),
    ...(options ? [`scopes: [${options.scopes.join(', ')}]`] : []),
  ];
  return Directive(parts.length ? `@auth(${parts.join(', ')})` : '@auth');
}

/** `@public` on a root field: anyone may call it, signed in or not. */
export function Public(): MethodDecorator & PropertyDecorator {
  return Directive('@public');
}
