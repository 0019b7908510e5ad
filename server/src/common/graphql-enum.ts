import { registerEnumType } from 'type-graphql';

/** The union of an enum object's values: `type WireKind = EnumValue<typeof WireKind>`. */
export type EnumValue<E> = E[keyof E];

/**
 * A GraphQL enum and its TypeScript values in one declaration, so each enum is written once:
 *
 *     export const WireKind = graphqlEnum('WireKind', ['PROPERTY', 'BUILDING_MATERIALS']);
 *     export type WireKind = EnumValue<typeof WireKind>;
 *
 * `WireKind.PROPERTY` is the string 'PROPERTY'; MikroORM's `@Enum` and type-graphql take the object.
 */
export function graphqlEnum<const V extends string>(
  name: string,
  values: readonly V[],
  description?: string,
): { readonly [K in V]: K } {
  const object = Object.freeze(Object.fromEntries(values.map((value) => [value, value]))) as { [K in V]: K };
  registerEnumType(object, { name, description });
  return object;
}
