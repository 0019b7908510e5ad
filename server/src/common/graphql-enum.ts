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
 * Give the values as `{ VALUE: 'what it means' }` to describe each in the schema.
 */
export function graphqlEnum<const V extends string>(
  name: string,
  values: readonly V[] | { readonly [K in V]: string },
  description?: string,
): { readonly [K in V]: K } {
  // values with their descriptions (for the schema), or bare values
  const described = Array.isArray(values) ? null : (values as { readonly [K in V]: string });
  const keys = (described ? Object.keys(described) : values) as V[];
  const object = Object.freeze(Object.fromEntries(keys.map((value) => [value, value]))) as { [K in V]: K };
  registerEnumType(object, {
    name,
    description,
    valuesConfig: described
      ? (Object.fromEntries(keys.map((value) => [value, { description: described[value] }])) as Partial<
          Record<V, { description: string }>
        >)
      : undefined,
  });
  return object;
}
