import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';

import { errorCodes, errorDetails, errorMessages, isErrorCode, messageForCode } from './error-messages';
import { toFormErrors } from './form-errors';

function graphQLError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

describe('error messages', () => {
  it('has a plain, distinct sentence for every code', () => {
    expect(errorCodes).toContain('NETWORK_REQUEST_FAILED');
    for (const code of errorCodes) {
      const sentence = messageForCode(code);
      expect(sentence, code).toMatch(/^[A-Z].+\.$/);
      expect(sentence, code).not.toContain(code);
    }
    expect(new Set(Object.values(errorMessages)).size).toBe(errorCodes.length);
  });

  it('knows only the codes it has a sentence for', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('SOMETHING_ELSE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('never shows an unknown code or internals', () => {
    const details = errorDetails(
      graphQLError('relation "member" does not exist', { code: 'SOMETHING_ELSE' }),
    );
    expect(details).toEqual([
      { code: 'INTERNAL_SERVER_ERROR', message: errorMessages.INTERNAL_SERVER_ERROR },
    ]);
  });

  it('puts a field error at the field named by extensions.field', () => {
    const error = graphQLError('Enter a valid email address.', { code: 'BAD_USER_INPUT', field: 'email' });
    expect(toFormErrors(error, ['email', 'password'])).toEqual({
      fieldErrors: { email: 'Enter a valid email address.' },
    });
  });

  it('puts each of several input problems at its place, a list line by its path', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'The title needs at least 3 characters.',
          extensions: { code: 'BAD_USER_INPUT', field: 'title', fieldPath: ['input', 'title'] },
        },
        {
          message: 'The quantity must be more than 0.',
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'quantity',
            fieldPath: ['input', 'materials', 'lines', 2, 'quantity'],
          },
        },
      ],
    });
    const aliases = { 'input.materials.lines.2.quantity': 'lines.2.quantity' };
    expect(toFormErrors(error, ['title', 'lines.2.quantity'], aliases)).toEqual({
      fieldErrors: {
        title: 'The title needs at least 3 characters.',
        'lines.2.quantity': 'The quantity must be more than 0.',
      },
    });
  });

  it('puts codes that concern a known input at it, others at the form', () => {
    expect(
      toFormErrors(graphQLError('taken', { code: 'EMAIL_ALREADY_IN_USE' }), ['email']).fieldErrors,
    ).toEqual({
      email: errorMessages.EMAIL_ALREADY_IN_USE,
    });
    expect(toFormErrors(graphQLError('nope', { code: 'INVALID_CREDENTIAL' }), ['email', 'password'])).toEqual(
      {
        formError: errorMessages.INVALID_CREDENTIAL,
        fieldErrors: {},
      },
    );
    expect(
      toFormErrors(graphQLError('This account is not an admin account.', { code: 'FORBIDDEN' }), ['email']),
    ).toEqual({ formError: 'This account is not an admin account.', fieldErrors: {} });
  });

  it('reads GraphQL errors from an HTTP error body, and network failures', () => {
    const response = new Response('', { status: 429 });
    const body = JSON.stringify({
      errors: [{ message: 'slow down', extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });
    expect(errorDetails(new ServerError('429', { response, bodyText: body }))[0]?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(
      errorDetails(
        new ServerError('503', { response: new Response('', { status: 503 }), bodyText: 'down' }),
      )[0]?.code,
    ).toBe('UNAVAILABLE');
    expect(errorDetails(new TypeError('Failed to fetch'))[0]).toEqual({
      code: 'NETWORK_REQUEST_FAILED',
      message: errorMessages.NETWORK_REQUEST_FAILED,
    });
  });
});
