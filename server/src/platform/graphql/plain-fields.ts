import { getMetadataStorage } from 'type-graphql';

/**
 * type-graphql gives every `@Field` property a resolver of its own (`root[name]` behind its
 * middleware runner), unless the field is marked `simple`; graphql-js then reads the property
 * itself. A page of 20 wire cards resolves a few hundred such properties. Here every field that
 * has nothing for that resolver to do (no middlewares, no roles, no arguments, and the same name
 * in the schema as on the class) is marked simple before the schema is built; fields with a
 * `@FieldResolver`, middlewares or a renamed property keep type-graphql's resolver. A field whose
 * value may be a promise says `simple: false`: compiled operations read a simple field as a plain
 * property, without awaiting it (compiled-execution.ts).
 */
export function markPlainFieldsSimple(): void {
  for (const field of getMetadataStorage().fields) {
    if (field.simple !== undefined) continue;
    const plain =
      !field.middlewares?.length && !field.roles && !field.params?.length && field.name === field.schemaName;
    if (plain) field.simple = true;
  }
}
