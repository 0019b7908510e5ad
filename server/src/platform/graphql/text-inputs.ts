import {
  getNamedType,
  GraphQLSchema,
  isInputObjectType,
  isScalarType,
  type GraphQLFieldConfig,
  type GraphQLInputType,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { guardArguments } from './argument-guard.js';
import { AppError } from '../../common/errors.js';

/** Scalars whose values are never text; every other scalar (String, ID, custom) is checked. */
const NOT_TEXT = new Set(['Int', 'Float', 'Boolean']);

/** A NUL, or half of a surrogate pair with no other half: PostgreSQL cannot store either. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether an argument of this type can carry text somewhere inside (input objects, lists). */
function mayHoldText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return !NOT_TEXT.has(named.name);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => mayHoldText(field.type, seen));
}

/** The path (`input.materials.lines.0.material`) of the first unstorable string in `value`. */
export function findUnstorableText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, inner] of Object.entries(value)) {
      const found = findUnstorableText(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses arguments holding unstorable text, at the field the client names (its last name). */
export function assertStorableText(args: Record<string, unknown>): void {
  const path = findUnstorableText(args);
  if (!path) return;
  const field = [...path].reverse().find((part) => typeof part === 'string') ?? 'input';
  throw new AppError(
    'BAD_USER_INPUT',
    'This text holds a character that cannot be stored (NUL or a broken character).',
    {
      field,
      details: { fieldPath: path },
    },
  );
}

/** Text that is only white space (as `String.prototype.trim` sees it): nothing was typed. */
const isBlank = (text: string) => text.length > 0 && text.trim() === '';

/**
 * `value` with every text that is only white space made empty (`"   "` → `""`), copying only the
 * objects and lists on the way to one; `value` itself when there is none.
 */
export function blankTextAsEmpty<T>(value: T): T {
  if (typeof value === 'string') return (isBlank(value) ? '' : value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item: unknown, i) => {
      const given = blankTextAsEmpty(item);
      if (given !== item) (copy ??= [...value])[i] = given;
    });
    return (copy ?? value) as T;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    let copy: Record<string, unknown> | null = null;
    for (const [key, inner] of Object.entries(value)) {
      const given = blankTextAsEmpty(inner);
      if (given !== inner) (copy ??= { ...(value as Record<string, unknown>) })[key] = given;
    }
    return (copy ?? value) as T;
  }
  return value;
}

/**
 * One check for every text input: every field with an argument that can carry text (String, ID,
 * custom scalars, at any depth of input objects and lists, from variables or literals alike)
 * refuses a NUL or a lone surrogate with BAD_USER_INPUT before its resolver runs, so such text
 * never reaches PostgreSQL (which would refuse it with an internal error). Text that is only
 * spaces reaches the resolver empty, so it is refused wherever empty text is (a required label,
 * material or unit: BAD_USER_INPUT at that field, with its own message) and never stored as "".
 */
export function guardTextInputs(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, _name, typeName) => {
      const args = Object.values(field.args ?? {});
      if (!args.some((arg) => mayHoldText(arg.type))) return field;
      return guardArguments(schema, typeName, field as GraphQLFieldConfig<unknown, unknown>, (args) => {
        assertStorableText(args);
        return blankTextAsEmpty(args);
      });
    },
  });
}
