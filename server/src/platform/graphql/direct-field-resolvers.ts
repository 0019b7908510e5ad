import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type Container = { get: (resolverClass: never) => unknown };
type Method = (...params: unknown[]) => unknown;

/**
 * A `@FieldResolver` that takes only its object (`@Root()`) and the context (`@Ctx()`), with no
 * middlewares and no roles, is called straight from graphql-js: type-graphql's own resolver does
 * nothing more for it than look the resolver instance up, sort and map its parameter list and
 * convert the root to its class, once per field of every item (a page of 20 wire cards: 60 calls
 * for `location`, `budget` and `responseCount`). A root that is not already an instance of its
 * class still goes through type-graphql's resolver, which converts it. Access rules are applied
 * after this (access-rules.ts wraps whatever resolver a field has), so they hold as before.
 * Run on the schema type-graphql built, before it is copied.
 */
export function directFieldResolvers(schema: GraphQLSchema, container: Container): void {
  const storage = getMetadataStorage();
  for (const resolver of storage.fieldResolvers) {
    if (resolver.kind !== 'external' || resolver.middlewares?.length || resolver.roles) continue;
    const objectClass = resolver.getObjectType?.() as
      (abstract new (...args: never[]) => unknown) | undefined;
    if (!objectClass) continue;
    const params = [...(resolver.params ?? [])].sort((a, b) => a.index - b.index);
    const direct = params.every(
      (param) =>
        (param.kind === 'context' && !param.propertyName) ||
        (param.kind === 'root' && !param.propertyName && (!param.getType || param.getType() === objectClass)),
    );
    if (!direct) continue;
    const typeName = storage.objectTypes.find((type) => type.target === objectClass)?.name;
    const type = typeName ? schema.getType(typeName) : undefined;
    if (!isObjectType(type)) continue;
    const field = type.getFields()[resolver.schemaName];
    const typed = field?.resolve;
    if (!field || !typed) continue;
    const target = resolver.target as never;
    const method = resolver.methodName;
    const fromRoot = params.map((param) => param.kind === 'root');
    const resolve: GraphQLFieldResolver<unknown, unknown> = (root, args, context, info) => {
      if (!(root instanceof objectClass)) return typed(root, args, context, info);
      const instance = container.get(target) as Record<string, Method>;
      return instance[method]!(...fromRoot.map((isRoot) => (isRoot ? root : context)));
    };
    field.resolve = resolve;
  }
}
