import {
  getVariableValues,
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { leafField, type FieldPath } from '../../common/errors.js';
import { overLongVariables } from './list-inputs.js';

/** Problems with the variables listed at most (graphql-js' own limit); one more says there are more. */
export const MAX_VARIABLE_PROBLEMS = 50;

const badInput = (message: string, path: FieldPath, nodes?: GraphQLError['nodes']) =>
  new GraphQLError(message, {
    nodes,
    extensions: { code: 'BAD_USER_INPUT', field: leafField(path), fieldPath: path },
  });

/**
 * Where a graphql-js variable error is, from the variable: `Variable "$input" got invalid value
 * "NOPE" at "input.scopes[3]"; …` → `['input', 'scopes', 3]`, plus the input field a message of
 * the form `Field "email" of required type …` or `Field "bogus" is not defined …` names.
 */
export function pathOfVariableError(message: string, variable: string): (string | number)[] {
  const path: (string | number)[] = [variable];
  const at = message.indexOf(` at "${variable}`);
  if (at >= 0) {
    const rest = message.slice(at + 5 + variable.length);
    const steps = /^((?:\.[A-Za-z_]\w*|\[\d+\])*)"/.exec(rest)?.[1] ?? '';
    for (const [, key, index] of steps.matchAll(/\.([A-Za-z_]\w*)|\[(\d+)\]/g))
      path.push(key ?? Number(index));
  }
  const named = /; Field "([A-Za-z_]\w*)" (?:of required type|is not defined)/.exec(message)?.[1];
  if (named) path.push(named);
  return path;
}

/**
 * Coerces an operation's variables as graphql-js does: nothing when they fit their types, else the
 * errors to answer with, each BAD_USER_INPUT with `field` and `fieldPath` (from the variable):
 * the lists longer than their maximum when there are any (their items unread), else the problems
 * graphql-js found, at most `MAX_VARIABLE_PROBLEMS`, and then one saying there are more.
 * Used by both transports before anything runs.
 */
export function refuseVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): GraphQLError[] | null {
  const definitions = operation.variableDefinitions ?? [];
  const coerced = getVariableValues(schema, definitions, variables, { maxErrors: MAX_VARIABLE_PROBLEMS });
  if (!coerced.errors) return null;
  const tooLong = overLongVariables(schema, document, operation, variables);
  if (tooLong.length) return tooLong.map((problem) => badInput(problem.message, problem.fieldPath));
  let last: FieldPath = [definitions[0]?.variable.name.value ?? 'variables'];
  return coerced.errors.map((error, index) => {
    const node = error.nodes?.[0];
    if (index >= MAX_VARIABLE_PROBLEMS || node?.kind !== Kind.VARIABLE_DEFINITION) {
      // graphql-js stopped counting: the problems above are the first ones
      return badInput(
        `More variable values are not valid than the ${MAX_VARIABLE_PROBLEMS} listed; correct these and send again.`,
        last.slice(0, 1),
      );
    }
    last = pathOfVariableError(error.message, node.variable.name.value);
    return badInput(error.message, last, error.nodes);
  });
}
