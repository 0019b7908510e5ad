import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ValidationError } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, ERROR_CODES, leafField, type ErrorCode, type InputProblem } from '../../common/errors.js';
import type { Context } from '../../common/context.js';
import { logger } from '../../common/logger.js';
import type { RequestPlugin } from '../http/plugin-group.js';

const KNOWN = new Set<string>(ERROR_CODES);
const isKnown = (code: unknown): code is ErrorCode => typeof code === 'string' && KNOWN.has(code);
/**
 * Apollo's codes for a request that could not run (the calling program's bug, not its user's
 * data), as the API names them: each keeps its own code, apart from BAD_USER_INPUT.
 */
const REQUEST_PROBLEMS: Record<string, ErrorCode> = {
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  PERSISTED_QUERY_NOT_SUPPORTED: 'BAD_REQUEST',
  OPERATION_RESOLUTION_FAILURE: 'BAD_REQUEST',
};

/** An unknown hash, on both transports: send the text with it once, then the hash alone works. */
export const PERSISTED_QUERY_HINT =
  'The persisted query hash is unknown: send the query text with it (the hash alone works once the server has it).';

/**
 * Every failing property of a class-validator error tree, each with its path from the argument
 * (`['displayName']`, `['lines', '2', 'quantity']` → indexes as numbers) and its first message.
 */
function violations(errors: ValidationError[], prefix: (string | number)[] = []): InputProblem[] {
  const found: InputProblem[] = [];
  for (const error of errors) {
    const segment = /^\d+$/.test(error.property) ? Number(error.property) : error.property;
    const path = [...prefix, segment];
    const message = Object.values(error.constraints ?? {})[0];
    if (message) found.push({ fieldPath: path, field: leafField(path), message });
    if (error.children?.length) found.push(...violations(error.children, path));
  }
  return found;
}

/**
 * The argument a validation error concerns: the field's only argument (every mutation takes one
 * input object); unknown when it has several, then paths start at the input's own fields.
 */
function argumentOf(raw: unknown): string[] {
  const nodes = (
    raw as { nodes?: readonly { kind: string; arguments?: readonly { name: { value: string } }[] }[] }
  ).nodes;
  const args = nodes?.[0]?.kind === 'Field' ? (nodes[0].arguments ?? []) : [];
  return args.length === 1 ? [args[0]!.name.value] : [];
}

/**
 * One GraphQL error per input problem: an error carrying `extensions.problems` (every bad input of
 * the request, see `InputProblems`) becomes that many errors, each with its `field` and `fieldPath`,
 * in order. Used on both transports, after `formatError`.
 */
export function expandInputProblems(errors: readonly GraphQLFormattedError[]): GraphQLFormattedError[] {
  return errors.flatMap((error) => {
    const problems = error.extensions?.problems as InputProblem[] | undefined;
    if (!Array.isArray(problems) || problems.length === 0) return [error];
    const code = error.extensions?.code;
    return problems.map((problem) => ({
      message: problem.message,
      locations: error.locations,
      path: error.path,
      extensions: { code, field: problem.field, fieldPath: problem.fieldPath },
    }));
  });
}

/**
 * Whether `error` (or a cause of it) says PostgreSQL is unreachable: refused, reset, shutting down,
 * a connection exception (SQLSTATE class 08), no connection to be had, a pooled client whose
 * connection broke ("not queryable"), or a transaction whose connection died under it (knex then
 * calls it complete).
 */
export function isDatabaseDown(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: string; message?: string; name?: string; cause?: unknown };
    const code = e.code ?? '';
    if (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ETIMEDOUT',
        'ENOTFOUND',
        'EPIPE',
        '57P01',
        '57P02',
        '57P03',
        '53300',
      ].includes(code) ||
      /^08[0-9A-Z]{3}$/.test(code)
    ) {
      return true;
    }
    if (
      /timeout acquiring a connection|unable to acquire a connection|Connection terminated|connect ECONNREFUSED|the database system is|pool is (destroyed|draining)|Transaction query already complete|terminating connection|is not queryable/i.test(
        e.message ?? '',
      )
    ) {
      return true;
    }
    current = e.cause;
  }
  return false;
}

/** What a request refused in an outage says (the client adds that nothing was sent). */
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * The refusal of a request whose context could not be built in an outage (the session or token
 * could not be looked up): UNAVAILABLE with `retryAfter`, and over HTTP 503 with Retry-After
 * (Apollo answers a failed context with the error's `extensions.http`, not through the plugins).
 */
export function unavailableError(retryAfterSeconds: number, cause: unknown): GraphQLError {
  const error = new GraphQLError(UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'UNAVAILABLE',
      retryAfter: retryAfterSeconds,
      http: { status: 503, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
  // still an outage to `isDatabaseDown` (the file routes answer from it), and logged with its cause
  error.cause = cause;
  return error;
}

/** Each UNAVAILABLE error with `extensions.retryAfter` (seconds) when it names none: both transports' answer. */
export function withRetryAfter(
  errors: readonly GraphQLFormattedError[],
  retryAfterSeconds: number,
): GraphQLFormattedError[] {
  return errors.map((error) =>
    error.extensions?.code === 'UNAVAILABLE' && typeof error.extensions.retryAfter !== 'number'
      ? { ...error, extensions: { ...error.extensions, retryAfter: retryAfterSeconds } }
      : error,
  );
}

/** Seconds to wait after a TOO_MANY_REQUESTS whose thrower named none. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** PostgreSQL cancelled a statement (57014): `statement_timeout` reached, or cancelled by an admin. */
function statementCancelled(error: unknown): boolean {
  for (let current = error, hops = 0; current && typeof current === 'object' && hops < 10; hops++) {
    if ((current as { code?: unknown }).code === '57014') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one error formatter: AppError → its code (+ field); validation → BAD_USER_INPUT at the
 * field; a database outage → UNAVAILABLE; anything else → INTERNAL_SERVER_ERROR with no
 * internals, the cause logged with the request id.
 */
export function formatError(formatted: GraphQLFormattedError, raw: unknown): GraphQLFormattedError {
  const error = unwrapResolverError(raw);
  const base = { locations: formatted.locations, path: formatted.path };
  const out = (
    code: ErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
  ): GraphQLFormattedError => ({
    ...base,
    message,
    extensions: { code, ...extra },
  });

  if (error instanceof AppError) {
    return out(error.code, error.message, {
      ...(error.field ? { field: error.field } : {}),
      // every refusal for too many requests says when to try again (a thrower's own value wins)
      ...(error.code === 'TOO_MANY_REQUESTS' ? { retryAfter: DEFAULT_RETRY_AFTER_SECONDS } : {}),
      ...(error.details ?? {}),
    });
  }
  if (error instanceof ArgumentValidationError) {
    const problems = violations(error.extensions.validationErrors, argumentOf(raw));
    if (!problems.length) return out('BAD_USER_INPUT', 'Some input is not valid.');
    const first = problems[0]!;
    return out('BAD_USER_INPUT', first.message, { field: first.field, fieldPath: first.fieldPath, problems });
  }
  if (statementCancelled(error)) {
    logger.warn('a statement reached statement_timeout and was cancelled');
    return out('UNAVAILABLE', 'This request took too long and was stopped. Please try again in a moment.');
  }
  if (isDatabaseDown(error)) {
    logger.error({ err: error }, 'database unavailable');
    const retryAfter = formatted.extensions?.retryAfter; // seconds, from `unavailableError`
    return out('UNAVAILABLE', UNAVAILABLE_MESSAGE, typeof retryAfter === 'number' ? { retryAfter } : {});
  }
  const code = formatted.extensions?.code;
  // Apollo's "PersistedQueryNotFound" says what happened, not what to do (clients read the code)
  if (code === 'PERSISTED_QUERY_NOT_FOUND') return out(code, PERSISTED_QUERY_HINT);
  if (typeof code === 'string' && REQUEST_PROBLEMS[code])
    return out(REQUEST_PROBLEMS[code], formatted.message);
  if (code === 'BAD_USER_INPUT' || isVariableError(error)) {
    // variables that do not fit their types: the input's mistake, at its field (variable-values.ts
    // gives its path; graphql-js' own errors, should one come through, are read for the field)
    const { field, fieldPath } = formatted.extensions ?? {};
    const at = typeof field === 'string' ? { field, fieldPath } : fieldOfVariableError(formatted.message);
    return out('BAD_USER_INPUT', formatted.message, at);
  }
  if (isKnown(code) && code !== 'INTERNAL_SERVER_ERROR') {
    const retryAfter = formatted.extensions?.retryAfter; // seconds, from the query limits
    return out(code, formatted.message, typeof retryAfter === 'number' ? { retryAfter } : {});
  }
  logger.error({ err: error }, 'unexpected error');
  return out('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.');
}

/** A graphql-js error about the variables (with no code of its own): the caller's input. */
function isVariableError(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return false;
  return (
    error.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION ||
    error.message.startsWith('Too many errors processing variables')
  );
}

/** `Variable "$input" got invalid value … at "input.email"` → `{ field: 'email' }`. */
function fieldOfVariableError(message: string): Record<string, string> {
  const match =
    /at "[^"]*?\.?([A-Za-z_][\w]*)"/.exec(message) ??
    /Field "([A-Za-z_][\w]*)" of required type/.exec(message);
  return match?.[1] ? { field: match[1] } : {};
}

/** Apollo Server: every input problem of a refused request as its own error (see `expandInputProblems`). */
export function inputProblemsPlugin(): RequestPlugin<Context> {
  return {
    requestDidStart: () => ({
      willSendResponse: ({ response }) => {
        if (response.body.kind === 'single' && response.body.singleResult.errors) {
          response.body.singleResult.errors = expandInputProblems(response.body.singleResult.errors);
        }
      },
    }),
  };
}
