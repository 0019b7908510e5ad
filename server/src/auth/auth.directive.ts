import { Directive } from 'type-graphql';
import type { Role } from '../common/role.js';

/**
 * `@auth(requires: [...])` on a root field (or an object type): the caller must be signed in
 * and, when roles are named, hold one of them. With no roles, any signed-in account may call.
 */
export function Auth(...roles: Role[]): MethodDecorator & ClassDecorator & PropertyDecorator {
  return Directive(roles.length ? `@auth(requires: [${roles.join(', ')}])` : '@auth');
}

/** `@public` on a root field: anyone may call it, signed in or not. */
export function Public(): MethodDecorator & PropertyDecorator {
  return Directive('@public');
}
