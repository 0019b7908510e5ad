import {
  getNullableType,
  GraphQLSchema,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLFieldConfig,
  type GraphQLInputType,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { guardArguments } from './argument-guard.js';
import { InputProblems, type FieldPath } from '../../common/errors.js';
import { isUuid } from '../../common/ids.js';

/**
 * Arguments typed ID whose values are not UUIDs: a session's id is random text. Every other ID
 * the API takes names a record by its UUID.
 */
const NOT_UUID_IDS = new Set(['Mutation.revokeSession']);

/** Whether a value of this type can hold an ID somewhere inside (input objects, lists). */
function mayHoldId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const inner = getNullableType(type);
  if (isListType(inner)) return mayHoldId(inner.ofType, seen);
  if (isScalarType(inner)) return inner.name === 'ID';
  if (!isInputObjectType(inner) || seen.has(inner.name)) return false;
  seen.add(inner.name);
  return Object.values(inner.getFields()).some((field) => mayHoldId(field.type, seen));
}

/** Notes every ID in `value` (of `type`, at `path`) that is not a UUID. */
function checkIds(value: unknown, type: GraphQLInputType, path: FieldPath, problems: InputProblems): void {
  if (value === null || value === undefined) return;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (Array.isArray(value))
      value.forEach((item, i) => checkIds(item, inner.ofType, [...path, i], problems));
    return;
  }
  if (isScalarType(inner)) {
    if (inner.name === 'ID' && (typeof value !== 'string' || !isUuid(value)))
      problems.add(path, 'This is not a valid id.');
    return;
  }
  if (isInputObjectType(inner) && typeof value === 'object') {
    for (const [name, field] of Object.entries(inner.getFields()))
      checkIds((value as Record<string, unknown>)[name], field.type, [...path, name], problems);
  }
}

/**
 * One check for every id a caller sends: an argument typed ID (at any depth of input objects and
 * lists, from variables or literals) that is not a UUID is refused with BAD_USER_INPUT at its
 * path before the resolver runs, every one of them at once; a well-formed id that names nothing
 * is the resolver's NOT_FOUND.
 */
export function guardIdInputs(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, name, typeName) => {
      const args = Object.entries(field.args ?? {});
      if (NOT_UUID_IDS.has(`${typeName}.${name}`) || !args.some(([, arg]) => mayHoldId(arg.type)))
        return field;
      const check = (values: Record<string, unknown>) => {
        const problems = new InputProblems();
        for (const [argName, arg] of args) checkIds(values[argName], arg.type, [argName], problems);
        problems.throwIfAny();
      };
      return guardArguments(schema, typeName, field as GraphQLFieldConfig<unknown, unknown>, (values) => {
        check(values);
        return values;
      });
    },
  });
}
