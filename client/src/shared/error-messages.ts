import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

import type { ErrorCode as ServerErrorCode } from '../gql/enums';

/**
 * Every `extensions.code` the API answers with (the schema's `ErrorCode` enum), plus the client's
 * own NETWORK_REQUEST_FAILED. A code the server adds fails type-checking here until it has a sentence.
 */
export type ErrorCode = ServerErrorCode | 'NETWORK_REQUEST_FAILED';

export const errorMessages: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'Your account is not allowed to do this.',
  BAD_USER_INPUT: 'Please check the highlighted field.',
  NOT_FOUND: 'We could not find what you were looking for.',
  CONFLICT: 'This changed in the meantime. Reload and try again.',
  INVALID_CREDENTIAL: 'The email or password is not correct.',
  EMAIL_ALREADY_IN_USE: 'An account with this email already exists. Sign in instead.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a few minutes and try again.',
  USER_DISABLED: 'This account has been disabled. Contact support if you think this is a mistake.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'This password does not meet the password requirements.',
  PAYLOAD_TOO_LARGE: 'This file is too large.',
  QUOTA_EXCEEDED: 'You have used all of your storage. Delete some files and try again.',
  CANCELED: 'The upload was canceled.',
  UNAVAILABLE: 'BuildWire is briefly unavailable. Please try again in a minute.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please try again.',
  GRAPHQL_PARSE_FAILED: 'This page sent a request BuildWire could not read. Please reload the page.',
  GRAPHQL_VALIDATION_FAILED: 'This page is out of date. Please reload it and try again.',
  BAD_REQUEST: 'This request was refused. Please reload the page and try again.',
  PERSISTED_QUERY_NOT_FOUND: 'This page needs to send its request again. Please retry.',
  NETWORK_REQUEST_FAILED: 'We could not reach BuildWire. Check your connection and try again.',
};

/**
 * A mutation refused in an outage (UNAVAILABLE, marked `notSent` by the app's outage link): nothing
 * was done, the form keeps what was entered, and sending it again is safe.
 */
export const notSentMessage =
  'Not sent: BuildWire is briefly unavailable. What you entered is kept: try again in a moment to send it.';

/** The codes at run time, read off the sentences (so there is no second list to keep in step). */
export const errorCodes = Object.keys(errorMessages) as ErrorCode[];

/** Codes whose server message is meant for people and more precise than the generic sentence. */
const serverWordedCodes = new Set<ErrorCode>([
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
  'NOT_FOUND',
  'CONFLICT',
]);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorMessages, value);
}

export function messageForCode(code: unknown): string {
  return isErrorCode(code) ? errorMessages[code] : errorMessages.INTERNAL_SERVER_ERROR;
}

/**
 * One error, as the client uses it: `field` is the input's name, `fieldPath` where it is (e.g.
 * `input.materials.lines.2.quantity`), when the server says.
 */
export type AppErrorDetail = { code: ErrorCode; message: string; field?: string; fieldPath?: string };

type GraphQLErrorLike = { message?: unknown; extensions?: Record<string, unknown> | null };

function detailFromGraphQLError(error: GraphQLErrorLike): AppErrorDetail {
  const extensions = error.extensions ?? {};
  const code: ErrorCode = isErrorCode(extensions.code) ? extensions.code : 'INTERNAL_SERVER_ERROR';
  const serverMessage = typeof error.message === 'string' ? error.message.trim() : '';
  const field = typeof extensions.field === 'string' && extensions.field ? extensions.field : undefined;
  // A message about one input is written for people; INTERNAL_SERVER_ERROR never shows its text.
  const useServerText =
    (serverWordedCodes.has(code) || field !== undefined) && code !== 'INTERNAL_SERVER_ERROR';
  const message =
    code === 'UNAVAILABLE' && extensions.notSent === true
      ? notSentMessage
      : useServerText && serverMessage
        ? serverMessage
        : errorMessages[code];
  const path = Array.isArray(extensions.fieldPath) ? extensions.fieldPath.join('.') : undefined;
  return { code, message, ...(field ? { field } : {}), ...(path ? { fieldPath: path } : {}) };
}

function graphQLErrorsInBody(bodyText: string): GraphQLErrorLike[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
      return (body as { errors: GraphQLErrorLike[] }).errors;
    }
  } catch {
    // not JSON: fall through to the status code
  }
  return [];
}

/** The code an HTTP status means when the answer names none. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 503) return 'UNAVAILABLE';
  if (status === 408 || status === 504) return 'NETWORK_REQUEST_FAILED';
  return 'INTERNAL_SERVER_ERROR';
}

/** Reads every error detail out of whatever Apollo Client 4 handed us (GraphQL, HTTP or network). */
export function errorDetails(error: unknown): AppErrorDetail[] {
  if (!error) return [];
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((graphQLError) => detailFromGraphQLError(graphQLError));
  }
  if (ServerError.is(error)) {
    const inBody = graphQLErrorsInBody(error.bodyText);
    if (inBody.length > 0) return inBody.map(detailFromGraphQLError);
    const code = codeForStatus(error.statusCode);
    return [{ code, message: errorMessages[code] }];
  }
  return [{ code: 'NETWORK_REQUEST_FAILED', message: errorMessages.NETWORK_REQUEST_FAILED }];
}

export function errorCodesOf(error: unknown): ErrorCode[] {
  return errorDetails(error).map((detail) => detail.code);
}
