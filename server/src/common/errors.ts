import { GraphQLEnumType } from 'graphql';

/**
 * Every error code a client can receive in `extensions.code` (SPEC §6). A GraphQL enum, so the
 * codes are in `schema.graphql` and the client's sentences are checked against them by type.
 */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  INVALID_CREDENTIAL: 'INVALID_CREDENTIAL',
  EMAIL_ALREADY_IN_USE: 'EMAIL_ALREADY_IN_USE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  USER_DISABLED: 'USER_DISABLED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  CANCELED: 'CANCELED',
  UNAVAILABLE: 'UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** What each code means, for the schema's `ErrorCode` enum (integrators read these). */
const DESCRIPTIONS: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Sign in first (no session or token was presented).',
  FORBIDDEN: 'Signed in, but this account may not do this.',
  BAD_USER_INPUT:
    'An input value is not valid (one error per problem); `extensions.field` names it and `extensions.fieldPath` says where it is.',
  NOT_FOUND: 'No such record (or not visible to this account).',
  CONFLICT: 'The record is not in a state that allows this (e.g. no longer open).',
  INVALID_CREDENTIAL: 'Wrong email or password (the same answer for both).',
  EMAIL_ALREADY_IN_USE: 'An account with this email already exists.',
  TOO_MANY_REQUESTS: 'A rate limit was reached; wait and try again.',
  USER_DISABLED: 'The account was disabled by an admin; its sessions are revoked.',
  SESSION_EXPIRED: 'The session presented has ended; sign in again.',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS:
    'The password breaks the policy; `extensions.unmetRules` lists the rules.',
  PAYLOAD_TOO_LARGE: 'The request or file is larger than allowed.',
  QUOTA_EXCEEDED: "The account's storage quota is used up.",
  CANCELED: 'The upload was cancelled before it finished.',
  UNAVAILABLE: 'The database is briefly unreachable; retry later.',
  INTERNAL_SERVER_ERROR: 'An unexpected error; the server logged it with the request id.',
  GRAPHQL_PARSE_FAILED: 'The operation is not valid GraphQL syntax (a bug in the calling program).',
  GRAPHQL_VALIDATION_FAILED:
    'The operation does not fit the schema (an unknown field or argument, a wrong type) or exceeds the query limits (depth, aliases, cost).',
  BAD_REQUEST:
    'The HTTP request itself is refused: malformed, batched, or a cookie request without the CSRF preflight header.',
  PERSISTED_QUERY_NOT_FOUND: 'The persisted query hash is unknown: send the full query text.',
};

/** Every code, for checks at run time. */
export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

/**
 * `enum ErrorCode` in `schema.graphql`: no field returns it, so the schema assembly adds it by
 * hand; the client generates its sentences' key type from it.
 */
export const errorCodeEnum = new GraphQLEnumType({
  name: 'ErrorCode',
  description: 'The `extensions.code` of every error the API answers with.',
  values: Object.fromEntries(
    ERROR_CODES.map((code) => [code, { value: code, description: DESCRIPTIONS[code] }]),
  ),
});

export type AppErrorOptions = {
  /** The input field the error concerns, as the client names it (e.g. `email`). */
  field?: string;
  /** Extra machine-readable detail (e.g. the unmet password rules). */
  details?: Record<string, unknown>;
  cause?: unknown;
};

/**
 * The codes whose refusals must say why, in `extensions.reason`: FORBIDDEN names what the caller
 * lacks (ROLE_REQUIRED with `roles`, NOT_OWNER, NOT_A_PARTY, PARTNER_NOT_APPROVED, …), CONFLICT the
 * state that prevents it (WIRE_CLOSED, RESPONSE_DECLINED, LIMIT_REACHED, …). The constructor's
 * types require it, so no refusal of either kind can leave it out.
 */
export type ReasonedCode = 'FORBIDDEN' | 'CONFLICT';

export type ReasonedErrorOptions = AppErrorOptions & {
  details: { reason: string } & Record<string, unknown>;
};

/** The one error type services throw; the formatter turns it into `extensions.code` (+ `field`). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly details?: Record<string, unknown>;

  constructor(code: ReasonedCode, message: string, options: ReasonedErrorOptions);
  constructor(code: Exclude<ErrorCode, ReasonedCode>, message: string, options?: AppErrorOptions);
  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.details = options.details;
  }

  /** The same refusal placed at `field`: its code, sentence and details (a reason too) kept. */
  at(field: string): AppError {
    const code = this.code as Exclude<ErrorCode, ReasonedCode>;
    return new AppError(code, this.message, { field, details: this.details, cause: this.cause });
  }
}

/** Where an input problem is: argument, then fields and list indexes, e.g. `['input', 'lines', 2, 'quantity']`. */
export type FieldPath = readonly (string | number)[];

/** One bad input of a request: its path, the field the client's form names, a sentence. */
export type InputProblem = { fieldPath: FieldPath; field: string; message: string };

/** The last named segment of a path (`quantity` of `['input', 'lines', 2, 'quantity']`). */
export function leafField(path: FieldPath): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return '';
}

/**
 * Collects every bad input of a request before refusing it, so a caller learns all of them at
 * once (each becomes one GraphQL error with `field` and `fieldPath`; see platform/graphql/format-error.ts).
 */
export class InputProblems {
  private readonly problems: InputProblem[] = [];

  /** Notes a problem at `fieldPath`; `field` is the client's name for it when not the path's leaf. */
  add(fieldPath: FieldPath, message: string, field = leafField(fieldPath)): void {
    this.problems.push({ fieldPath, field, message });
  }

  get count(): number {
    return this.problems.length;
  }

  /** Throws BAD_USER_INPUT naming every problem noted (the first one at the top), if any. */
  throwIfAny(): void {
    if (this.problems.length) throw inputProblemsError(this.problems);
  }
}

/** BAD_USER_INPUT for `problems`: the first one's message and field, all of them in `details.problems`. */
export function inputProblemsError(problems: readonly InputProblem[]): AppError {
  const [first] = problems;
  return new AppError('BAD_USER_INPUT', first!.message, {
    field: first!.field,
    details: { fieldPath: first!.fieldPath, problems },
  });
}
