import {
  getNamedType,
  getNullableType,
  GraphQLSchema,
  isEnumType,
  isInputType,
  isInputObjectType,
  isListType,
  isObjectType,
  Kind,
  typeFromAST,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLFieldConfig,
  type GraphQLInputField,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { guardArguments } from './argument-guard.js';
import { inputProblemsError, leafField, type FieldPath, type InputProblem } from '../../common/errors.js';
import { MAX_ITEMS } from '../../common/list-limits.js';

/*
 * Every list a caller sends has a maximum length (`@MaxItems`, common/list-limits.ts; a list of
 * enum values takes one of each at most). At schema assembly the maximum is written into the
 * field's description and a list without one stops the build (`describeListMaxima`); at run time a
 * longer list is refused at its path before anything reads its items (`guardListInputs`), and
 * among variables that do not fit their types the over-long lists are named instead of their
 * items (`overLongVariables`).
 */

/** Whether `type` is a list (nullable or not). */
const isList = (type: GraphQLInputType) => isListType(getNullableType(type));

/** A list input's maximum: the one declared, else one of each value for a list of enum values. */
function maximumOf(type: GraphQLInputType, declared: unknown): number | undefined {
  if (typeof declared === 'number') return declared;
  const inner = getNullableType(type);
  if (!isListType(inner)) return undefined;
  const item = getNullableType(inner.ofType);
  return isEnumType(item) ? item.getValues().length : undefined;
}

const argumentMaximum = (field: GraphQLField<unknown, unknown>, arg: GraphQLArgument) =>
  maximumOf(arg.type, (field.extensions?.[MAX_ITEMS] as Record<string, number> | undefined)?.[arg.name]);
const inputFieldMaximum = (field: GraphQLInputField) => maximumOf(field.type, field.extensions?.[MAX_ITEMS]);

export const tooManyItems = (max: number) => `At most ${max} items.`;

/**
 * States each list input's maximum in its description (`At most 10 items.`), and throws naming
 * every list input (input field or argument) that has none, or that is a list of lists.
 */
export function describeListMaxima(schema: GraphQLSchema): void {
  const missing: string[] = [];
  const describe = (
    holder: { description?: string | null; type: GraphQLInputType },
    max: number | undefined,
    name: string,
  ) => {
    if (!isList(holder.type)) return;
    const item = (getNullableType(holder.type) as { ofType: GraphQLInputType }).ofType;
    if (max === undefined || isList(item)) return void missing.push(name);
    const text = (holder.description ?? '').trim();
    if (text.endsWith(tooManyItems(max))) return; // described already (a type shared by two schemas)
    holder.description = `${text}${text && !/[.!?)]$/.test(text) ? '.' : ''}${text ? ' ' : ''}${tooManyItems(max)}`;
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        describe(field, inputFieldMaximum(field), `${type.name}.${field.name}`);
    if (isObjectType(type))
      for (const field of Object.values(type.getFields()))
        for (const arg of field.args)
          describe(arg, argumentMaximum(field, arg), `${type.name}.${field.name}(${arg.name})`);
  }
  if (missing.length)
    throw new Error(
      `List inputs without a maximum length (declare one with @MaxItems): ${missing.join(', ')}`,
    );
}

/** Notes in `found` every list in a value that is longer than its maximum. */
type Check = (value: unknown, path: FieldPath, found: InputProblem[]) => void;

const tooLong = (path: FieldPath, max: number): InputProblem => ({
  fieldPath: path,
  field: leafField(path),
  message: tooManyItems(max),
});

/** The checks of a schema's input types, made once per type. */
class ListChecks {
  private readonly byType = new Map<string, Check | null>();

  /** The check of a value of `type`; `max` is the maximum of the list it is, when it is one. */
  of(type: GraphQLInputType, max: number | undefined): Check | null {
    const inner = getNullableType(type);
    if (isListType(inner)) {
      const item = this.of(inner.ofType, undefined);
      return (value, path, found) => {
        if (!Array.isArray(value)) return;
        if (max !== undefined && value.length > max) return void found.push(tooLong(path, max));
        if (item) value.forEach((each, i) => item(each, [...path, i], found));
      };
    }
    const named = getNamedType(type);
    if (!isInputObjectType(named)) return null;
    if (this.byType.has(named.name)) {
      // a type that holds itself: its check is the one being made
      return (value, path, found) => this.byType.get(named.name)?.(value, path, found);
    }
    this.byType.set(named.name, null);
    const fields = Object.values(named.getFields())
      .map((field) => [field.name, this.of(field.type, inputFieldMaximum(field))] as const)
      .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
    const check: Check | null = fields.length
      ? (value, path, found) => {
          if (!value || typeof value !== 'object') return;
          for (const [name, inside] of fields)
            inside((value as Record<string, unknown>)[name], [...path, name], found);
        }
      : null;
    this.byType.set(named.name, check);
    return check;
  }

  /** The checks of a field's arguments, by name (none: empty). */
  ofArguments(field: GraphQLField<unknown, unknown>): [string, Check][] {
    return field.args
      .map((arg) => [arg.name, this.of(arg.type, argumentMaximum(field, arg))] as [string, Check | null])
      .filter((entry): entry is [string, Check] => entry[1] !== null);
  }
}

const checksBySchema = new WeakMap<GraphQLSchema, ListChecks>();
const checksOf = (schema: GraphQLSchema) => {
  let checks = checksBySchema.get(schema);
  if (!checks) checksBySchema.set(schema, (checks = new ListChecks()));
  return checks;
};

/**
 * Refuses a list argument (at any depth of input objects, from variables or literals) longer than
 * its maximum with BAD_USER_INPUT at its path, every one at once, before the resolver (or a
 * subscription's `subscribe`) runs and before the other input checks read its items.
 */
export function guardListInputs(schema: GraphQLSchema): GraphQLSchema {
  const checks = checksOf(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, name, typeName) => {
      const declared = schema.getType(typeName);
      const original = isObjectType(declared) ? declared.getFields()[name] : undefined;
      const argChecks = original ? checks.ofArguments(original) : [];
      if (!argChecks.length) return field;
      const check = (values: Record<string, unknown>) => {
        const found: InputProblem[] = [];
        for (const [argName, inside] of argChecks) inside(values[argName], [argName], found);
        if (found.length) throw inputProblemsError(found);
      };
      return guardArguments(schema, typeName, field as GraphQLFieldConfig<unknown, unknown>, (values) => {
        check(values);
        return values;
      });
    },
  });
}

/**
 * The over-long lists among an operation's variables as sent (before coercion), each at its path
 * from the variable (`['input', 'scopes']`): a variable's own input fields, and the maximum of the
 * argument or input field it is given to.
 */
export function overLongVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): InputProblem[] {
  const checks = checksOf(schema);
  // the smallest maximum of each variable's places (a variable may be used more than once)
  const maxima = new Map<string, number>();
  const place = (name: string, max: number | undefined) => {
    if (max !== undefined) maxima.set(name, Math.min(max, maxima.get(name) ?? max));
  };
  const typeInfo = new TypeInfo(schema);
  const visitor = visitWithTypeInfo(typeInfo, {
    Argument: (node) => {
      const arg = typeInfo.getArgument();
      const field = typeInfo.getFieldDef();
      if (node.value.kind === Kind.VARIABLE && arg && field)
        place(node.value.name.value, argumentMaximum(field, arg));
    },
    ObjectField: (node) => {
      const parent = typeInfo.getParentInputType();
      const holder = parent ? getNamedType(parent) : undefined;
      const field = isInputObjectType(holder) ? holder.getFields()[node.name.value] : undefined;
      if (node.value.kind === Kind.VARIABLE && field) place(node.value.name.value, inputFieldMaximum(field));
    },
  });
  visit(operation, visitor);
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) visit(definition, visitor);
  const found: InputProblem[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    if (!isInputType(type) || !Object.hasOwn(variables, name)) continue;
    checks.of(type, maxima.get(name))?.(variables[name], [name], found);
  }
  return found;
}
