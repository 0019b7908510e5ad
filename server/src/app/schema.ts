import 'reflect-metadata';
import { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { errorCodeEnum } from '../common/errors.js';
import { applyAccessRules, withAccessDirectives } from '../auth/access-rules.js';
import type { AnyClass, Module } from '../common/module.js';
import type { Services } from './services.js';
import { MODULES } from './modules.js';
import { guardTextInputs } from '../platform/graphql/text-inputs.js';
import { guardIdInputs } from '../platform/graphql/id-inputs.js';
import { describeListMaxima, guardListInputs } from '../platform/graphql/list-inputs.js';
import { markPlainFieldsSimple } from '../platform/graphql/plain-fields.js';
import { argumentValidator } from '../platform/graphql/arg-validation.js';
import { directFieldResolvers } from '../platform/graphql/direct-field-resolvers.js';
import { Resolvers, TOPICS_UNUSED } from '../platform/graphql/resolver-container.js';
import { describeRootTypes } from '../platform/graphql/schema-text.js';
import { DateTimeISO } from '../common/iso-time.js';

/** Every resolver class, from the modules' lists. */
export const RESOLVERS = MODULES.flatMap((module) => module.resolvers ?? []);

/** Every resolver of `RESOLVERS`, built by its module with its services. */
export function createResolvers(s: Services): Resolvers {
  return new Resolvers(
    (MODULES as readonly Module<Services>[]).flatMap((module) => module.resolve?.(s) ?? []),
  );
}

/** class-validator's options for every argument (arg-validation.ts skips the classes without constraints). */
const VALIDATION = { forbidUnknownValues: false, stopAtFirstError: true };

/**
 * The schema as type-graphql writes it, with the access directives declared but not yet
 * enforced. `resolvers` gives the instances that execute it (emitting the schema needs none).
 */
export async function buildDeclaredSchema(resolvers: Resolvers = new Resolvers([])): Promise<GraphQLSchema> {
  markPlainFieldsSimple();
  const schema = await buildSchema({
    resolvers: RESOLVERS as [AnyClass, ...AnyClass[]],
    container: resolvers,
    pubSub: TOPICS_UNUSED,
    validate: VALIDATION,
    validateFn: argumentValidator(VALIDATION),
    emitSchemaFile: false,
    // `Date` as DateTimeISO (type-graphql's default), answered without `toISOString` (iso-time.ts)
    scalarsMap: [{ type: Date, scalar: DateTimeISO }],
  });
  directFieldResolvers(schema, resolvers);
  const config = withAccessDirectives(schema).toConfig();
  describeRootTypes(config);
  const declared = new GraphQLSchema({ ...config, types: [...config.types, errorCodeEnum] });
  describeListMaxima(declared);
  return declared;
}

/**
 * The executable schema: declared, checked (every root field has one access rule) and enforced;
 * after the access rule, lists longer than their maximum (`guardListInputs`), ids that are not
 * UUIDs (`guardIdInputs`) and unstorable text (`guardTextInputs`) are refused before any resolver
 * runs, in that order.
 */
export async function buildAppSchema(resolvers: Resolvers): Promise<GraphQLSchema> {
  return applyAccessRules(
    guardListInputs(guardIdInputs(guardTextInputs(await buildDeclaredSchema(resolvers)))),
  );
}
