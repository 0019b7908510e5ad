import {
  defaultFieldResolver,
  DirectiveLocation,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  isObjectType,
  type GraphQLFieldConfig,
} from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { AppError } from '../common/errors.js';
import type { Role } from '../common/role.js';
import type { SessionLimit } from '../common/context.js';

/** Only these two directive names grant or restrict access; anything else is ignored. */
const ACCESS_DIRECTIVES = ['auth', 'public'] as const;
const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;

export type AccessRule = { kind: 'public' } | { kind: 'auth'; roles: Role[] };

/** The part of the GraphQL context the rules read (the whole `Context` satisfies it). */
type ViewerContext = {
  actor: { viewer: { role: Role } | null };
  authError: 'SESSION_EXPIRED' | 'USER_DISABLED' | null;
  /** When set, the only `@auth` root fields this session may call (see `SessionLimit`). */
  limitedTo?: SessionLimit | null;
};

/** Adds the `@auth` and `@public` directive definitions (type-graphql prints usages, not definitions). */
export function withAccessDirectives(schema: GraphQLSchema): GraphQLSchema {
  const role = schema.getType('Role');
  if (!(role instanceof GraphQLEnumType)) throw new Error('The schema has no Role enum');
  const config = schema.toConfig();
  return new GraphQLSchema({
    ...config,
    directives: [
      ...config.directives,
      new GraphQLDirective({
        name: 'auth',
        locations: [DirectiveLocation.OBJECT, DirectiveLocation.FIELD_DEFINITION],
        args: { requires: { type: new GraphQLList(new GraphQLNonNull(role)) } },
      }),
      new GraphQLDirective({ name: 'public', locations: [DirectiveLocation.FIELD_DEFINITION] }),
    ],
  });
}

function rulesOf(schema: GraphQLSchema, node: Parameters<typeof getDirective>[1]): AccessRule[] {
  const rules: AccessRule[] = [];
  for (const name of ACCESS_DIRECTIVES) {
    for (const args of getDirective(schema, node, name) ?? []) {
      rules.push(
        name === 'public' ? { kind: 'public' } : { kind: 'auth', roles: (args.requires ?? []) as Role[] },
      );
    }
  }
  return rules;
}

/** The root fields that do not carry exactly one access directive, as `Type.field: problem`. */
export function findAccessRuleProblems(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const typeName of ROOT_TYPES) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const rules = rulesOf(schema, field);
      if (rules.length === 0) problems.push(`${typeName}.${field.name}: no @auth or @public`);
      if (rules.length > 1) problems.push(`${typeName}.${field.name}: more than one access directive`);
    }
  }
  return problems;
}

/** Stops start-up when a root field has no access rule, or more than one. */
export function assertAccessRules(schema: GraphQLSchema): void {
  const problems = findAccessRuleProblems(schema);
  if (problems.length) {
    throw new Error(
      `Every Query, Mutation and Subscription field needs exactly one of @auth/@public:\n  ${problems.join('\n  ')}`,
    );
  }
}

/**
 * Throws UNAUTHENTICATED or FORBIDDEN unless the context's viewer satisfies `rule` (and, for a
 * root field named `rootField`, the session's limit).
 */
export function enforce(rule: AccessRule, context: ViewerContext, rootField?: string): void {
  if (rule.kind === 'public') return;
  const viewer = context.actor.viewer;
  if (!viewer) {
    if (context.authError === 'USER_DISABLED')
      throw new AppError('USER_DISABLED', 'This account has been disabled.');
    if (context.authError === 'SESSION_EXPIRED') {
      throw new AppError('SESSION_EXPIRED', 'Your session has ended. Please sign in again.');
    }
    throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  }
  if (rule.roles.length && !rule.roles.includes(viewer.role)) {
    throw new AppError('FORBIDDEN', 'Your account is not allowed to do this.');
  }
  const limit = context.limitedTo;
  if (limit && rootField && !limit.fields.has(rootField)) {
    throw new AppError('FORBIDDEN', limit.message, { details: { reason: limit.reason } });
  }
}

function guardField<T extends GraphQLFieldConfig<unknown, ViewerContext>>(
  field: T,
  rule: AccessRule,
  rootField: string | undefined,
): T {
  if (rule.kind === 'public') return field;
  const resolve = field.resolve ?? defaultFieldResolver;
  const guarded: T = {
    ...field,
    resolve: (source, args, context, info) => {
      enforce(rule, context, rootField);
      return resolve(source, args, context, info);
    },
  };
  if (field.subscribe) {
    const subscribe = field.subscribe;
    guarded.subscribe = (source, args, context, info) => {
      enforce(rule, context, rootField);
      return subscribe(source, args, context, info);
    };
  }
  return guarded;
}

/**
 * Wraps `resolve` and `subscribe` of every field carrying `@auth` (on the field, or on its
 * object type) so that the schema itself enforces what it declares.
 */
export function applyAccessRules(schema: GraphQLSchema): GraphQLSchema {
  assertAccessRules(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, name, typeName) => {
      const fieldRules = rulesOf(schema, field);
      const type = schema.getType(typeName) as GraphQLObjectType;
      const rule = fieldRules[0] ?? rulesOf(schema, type)[0];
      const rootField = (ROOT_TYPES as readonly string[]).includes(typeName) ? name : undefined;
      return rule ? guardField(field as GraphQLFieldConfig<unknown, ViewerContext>, rule, rootField) : field;
    },
  });
}
