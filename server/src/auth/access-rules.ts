import {
  defaultFieldResolver,
  GraphQLBoolean,
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
import type { AuthError, SessionLimit } from '../common/context.js';
import type { ApiTokenScope } from '../common/api-token-scope.js';

/** Only these two directive names grant or restrict access; anything else is ignored. */
const ACCESS_DIRECTIVES = ['auth', 'public'] as const;
const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;

export type AccessRule =
  | { kind: 'public' }
  | { kind: 'auth'; roles: Role[]; scopes: readonly ApiTokenScope[] | null; anyToken?: boolean };

type RootType = (typeof ROOT_TYPES)[number];

/** The part of the GraphQL context the rules read (the whole `Context` satisfies it). */
type ViewerContext = {
  actor: { viewer: { role: Role } | null };
  authError: AuthError | null;
  /** When set, the only `@auth` root fields this session may call (see `SessionLimit`). */
  limitedTo?: SessionLimit | null;
  /** The API token the request came with, when it did (its scopes limit what it may call). */
  token?: { scopes: readonly ApiTokenScope[] } | null;
};

/** Each role as a refusal names it ("This needs a partner account"). */
const ROLE_NAMES: Record<Role, string> = { MEMBER: 'a buyer', PARTNER: 'a partner', ADMIN: 'an admin' };

/** What is wrong with a presented API token, as `details.reason` of UNAUTHENTICATED. */
const TOKEN_REFUSALS: Record<string, string> = {
  TOKEN_INVALID: 'This API token is not valid.',
  TOKEN_EXPIRED: 'This API token has expired.',
  TOKEN_REVOKED: 'This API token has been revoked.',
};

/** Adds the `@auth` and `@public` directive definitions (type-graphql prints usages, not definitions). */
export function withAccessDirectives(schema: GraphQLSchema): GraphQLSchema {
  const role = schema.getType('Role');
  if (!(role instanceof GraphQLEnumType)) throw new Error('The schema has no Role enum');
  const scope = schema.getType('ApiTokenScope');
  if (!(scope instanceof GraphQLEnumType)) throw new Error('The schema has no ApiTokenScope enum');
  const config = schema.toConfig();
  return new GraphQLSchema({
    ...config,
    directives: [
      ...config.directives,
      new GraphQLDirective({
        name: 'auth',
        locations: [DirectiveLocation.OBJECT, DirectiveLocation.FIELD_DEFINITION],
        description:
          'Who may call the field: signed in, with one of the roles when `requires` names any. `scopes`: what an API token must hold to call it; when absent, a token needs READ for a Query or Subscription field and cannot call a Mutation field; `scopes: []` keeps the field for signed-in people.',
        args: {
          requires: { type: new GraphQLList(new GraphQLNonNull(role)) },
          scopes: { type: new GraphQLList(new GraphQLNonNull(scope)) },
          anyToken: {
            type: GraphQLBoolean,
            description: 'Any API token may call it, whatever its scopes (what a token does to itself).',
          },
        },
      }),
      new GraphQLDirective({
        name: 'public',
        description: 'Anyone may call the field, signed in or not.',
        locations: [DirectiveLocation.FIELD_DEFINITION],
      }),
    ],
  });
}

function rulesOf(schema: GraphQLSchema, node: Parameters<typeof getDirective>[1]): AccessRule[] {
  const rules: AccessRule[] = [];
  for (const name of ACCESS_DIRECTIVES) {
    for (const args of getDirective(schema, node, name) ?? []) {
      rules.push(
        name === 'public'
          ? { kind: 'public' }
          : {
              kind: 'auth',
              roles: (args.requires ?? []) as Role[],
              scopes: (args.scopes ?? null) as ApiTokenScope[] | null,
              anyToken: args.anyToken === true,
            },
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
 * The error for a request with no viewer: why its credential gave none (a session that ended, a
 * disabled account, an API token refused, with `details.reason`), else a plain request to sign in.
 */
export function signInRefusal(
  authError: AuthError | null,
  message = 'Please sign in to continue.',
): AppError {
  if (authError === 'USER_DISABLED') return new AppError('USER_DISABLED', 'This account has been disabled.');
  if (authError === 'SESSION_EXPIRED')
    return new AppError('SESSION_EXPIRED', 'Your session has ended. Please sign in again.');
  const refusal = authError ? TOKEN_REFUSALS[authError] : undefined;
  if (refusal) return new AppError('UNAUTHENTICATED', refusal, { details: { reason: authError } });
  return new AppError('UNAUTHENTICATED', message);
}

/**
 * Throws UNAUTHENTICATED or FORBIDDEN unless the context's viewer satisfies `rule` (and, for a
 * root field, the session's limit and the API token's scopes).
 */
export function enforce(
  rule: AccessRule,
  context: ViewerContext,
  root?: { type: RootType; field: string },
): void {
  if (rule.kind === 'public') return;
  const viewer = context.actor.viewer;
  if (!viewer) throw signInRefusal(context.authError);
  if (rule.roles.length && !rule.roles.includes(viewer.role)) {
    const needed = rule.roles.map((role) => ROLE_NAMES[role]).join(' or ');
    throw new AppError(
      'FORBIDDEN',
      `This needs ${needed} account; you are signed in with ${ROLE_NAMES[viewer.role]} account.`,
      {
        details: { reason: 'ROLE_REQUIRED', roles: rule.roles },
      },
    );
  }
  const limit = context.limitedTo;
  if (limit && root && !limit.fields.has(root.field)) {
    throw new AppError('FORBIDDEN', limit.message, { details: { reason: limit.reason } });
  }
  if (context.token && root && !rule.anyToken) {
    const needed = rule.scopes ?? (root.type === 'Mutation' ? [] : ['READ' as ApiTokenScope]);
    if (!needed.length) {
      throw new AppError('FORBIDDEN', `An API token cannot call ${root.field}; sign in to do this.`, {
        details: { reason: 'TOKEN_NOT_ALLOWED' },
      });
    }
    const missing = needed.filter((scope) => !context.token!.scopes.includes(scope));
    if (missing.length) {
      throw new AppError(
        'FORBIDDEN',
        `This API token needs the ${missing.join(', ')} scope to call ${root.field}.`,
        {
          details: { reason: 'TOKEN_SCOPE', scopes: missing },
        },
      );
    }
  }
}

function guardField<T extends GraphQLFieldConfig<unknown, ViewerContext>>(
  field: T,
  rule: AccessRule,
  root: { type: RootType; field: string } | undefined,
): T {
  if (rule.kind === 'public') return field;
  const resolve = field.resolve ?? defaultFieldResolver;
  const guarded: T = {
    ...field,
    resolve: (source, args, context, info) => {
      enforce(rule, context, root);
      return resolve(source, args, context, info);
    },
  };
  if (field.subscribe) {
    const subscribe = field.subscribe;
    guarded.subscribe = (source, args, context, info) => {
      enforce(rule, context, root);
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
      const root = (ROOT_TYPES as readonly string[]).includes(typeName)
        ? { type: typeName as RootType, field: name }
        : undefined;
      return rule ? guardField(field as GraphQLFieldConfig<unknown, ViewerContext>, rule, root) : field;
    },
  });
}
