import { Directive } from 'type-graphql';

/** `@public` on a root field: anyone may call it, signed in or not. */
export function Public(): MethodDecorator & PropertyDecorator {
  return Directive('@public');
}

export const PUBLIC_DIRECTIVE_SDL = 'directive @public on FIELD_DEFINITION';
