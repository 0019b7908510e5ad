import { Arg, Field, ID } from 'type-graphql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` can name a record at all (anything else is simply not found). The one parse of a
 * record id: the GraphQL edge guard (platform/graphql/id-inputs.ts) and routes with ids in URLs.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/**
 * The GraphQL type of an id that names a record, in arguments and input fields: `ID`, checked
 * to be a UUID at the edge, until the announced move to the `UUID` scalar
 * (docs/decisions/0051-uuid-scalar.md). Output `id` fields stay `ID!`.
 */
export const RecordId = ID;

type IdOptions = { nullable?: boolean; list?: boolean; defaultValue?: string[] };

const idType = (list: boolean | undefined) => () => (list ? [RecordId] : RecordId);

/** An argument naming a record (or, `list`, records) by id: `@IdArg('wireId', "The wire's id.")`. */
export function IdArg(
  name: string,
  description: string,
  { list, ...options }: IdOptions = {},
): ReturnType<typeof Arg> {
  return Arg(name, idType(list), { description, ...options });
}

/** An input field naming a record (or, `list`, records) by id. */
export function IdField(description: string, { list, ...options }: IdOptions = {}): ReturnType<typeof Field> {
  return Field(idType(list), { description, ...options });
}
