import { Directive } from 'type-graphql';
import type { Role } from '../common/role.js';
import type { ApiTokenScope } from '../common/api-token-scope.js';

/** What `@auth` may say besides roles: the scopes an API token needs (see `ApiTokenScope`). */
export type AuthOptions = { scopes: readonly ApiTokenScope[] } | { anyToken: true };

/**
 * `@auth(requires: [...], scopes: [...])` on a root field (or an object type): the caller must be
 * signed in and, when roles are named, hold one of them. With no roles, any signed-in account
 * may call. `scopes` is what an API token must hold to call it; when not given, a token needs
 * READ for a Query or Subscription field and may not call a Mutation field; `scopes: []` keeps
 * a field for signed-in people only; `anyToken: true` lets any token call it, whatever its scopes
 * (what a token does to itself, such as rotating its secret).
 */
export function Auth(...args: (Role | AuthOptions)[]): MethodDecorator & ClassDecorator & PropertyDecorator {
  const roles = args.filter((arg): arg is Role => typeof arg === 'string');
  const options = args.find((arg): arg is AuthOptions => typeof arg === 'object');
  const parts = [
    ...(roles.length ? [`requires: [${roles.join(', ')}]`] : []),
    ...(options && 'scopes' in options ? [`scopes: [${options.scopes.join(', ')}]`] : []),
    ...(options && 'anyToken' in options ? ['anyToken: true'] : []),
  ];
  return Directive(parts.length ? `@auth(${parts.join(', ')})` : '@auth');
}

/** `@public` on a root field: anyone may call it, signed in or not. */
export function Public(): MethodDecorator & PropertyDecorator {
  return Directive('@public');
}
