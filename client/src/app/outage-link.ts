import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

import { errorMessages } from '../shared/error-messages';
import { retryAfterMs } from '../shared/retry-after';

/** How many times an operation has been sent over HTTP (the retry link and this one share one retry). */
export const attemptsOf = (operation: ApolloLink.Operation): number =>
  (operation.getContext() as { httpAttempts?: number }).httpAttempts ?? 0;

const isUnavailable = (error: GraphQLFormattedError) => error.extensions?.code === 'UNAVAILABLE';

/** Milliseconds the answer asks to wait: `extensions.retryAfter` (seconds), else the Retry-After header. */
function waitOf(
  errors: readonly GraphQLFormattedError[],
  response: Response | undefined,
): number | undefined {
  const seconds = errors.find(isUnavailable)?.extensions?.retryAfter;
  if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return retryAfterMs(response?.headers.get('retry-after'));
}

/** A mutation's UNAVAILABLE errors, marked as not sent (the form's sentence says so: error-messages.ts). */
function markedNotSent(result: FormattedExecutionResult): FormattedExecutionResult {
  return {
    ...result,
    errors: result.errors?.map((error) =>
      isUnavailable(error) ? { ...error, extensions: { ...error.extensions, notSent: true } } : error,
    ),
  };
}

/**
 * What the browser does in an outage (the server's UNAVAILABLE, 503 with Retry-After):
 * - a query is sent once more after the wait the server asks for (when it is short), the one retry
 *   of SPEC §4, shared with the retry link of HTTP statuses through `httpAttempts`;
 * - a mutation is never sent again by itself: its refusal is marked `notSent`, so that every form
 *   says its entries were kept and may be sent again, and `onNotSent` is told (a toast).
 * It sits next to the HTTP link, inside the retry link.
 */
export function outageLink(options: {
  /** The pause before the retry when the server names none. */
  delayMs: number;
  /** A longer wait is not worth it: the error is shown instead. */
  maxWaitMs: number;
  onNotSent?: () => void;
}): ApolloLink {
  const { delayMs, maxWaitMs, onNotSent } = options;
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let current: Subscription | undefined;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const mutation = operation.operationType === 'mutation';
        const send = () => {
          let retrying = false;
          operation.setContext({ httpAttempts: attemptsOf(operation) + 1 });
          current = forward(operation).subscribe({
            next: (result) => {
              const errors = (result as FormattedExecutionResult).errors ?? [];
              if (!errors.some(isUnavailable)) return observer.next(result);
              if (mutation) {
                onNotSent?.();
                return observer.next(markedNotSent(result as FormattedExecutionResult));
              }
              const response = (operation.getContext() as { response?: Response }).response;
              const wait = waitOf(errors, response) ?? delayMs;
              if (operation.operationType !== 'query' || attemptsOf(operation) > 1 || wait > maxWaitMs)
                return observer.next(result);
              retrying = true;
              timer = setTimeout(send, wait);
            },
            error: (error: unknown) => {
              // a 503 from in front of the server (a proxy): the mutation did not reach it either
              if (mutation && ServerError.is(error) && error.statusCode === 503) {
                onNotSent?.();
                observer.next(
                  markedNotSent({
                    errors: [{ message: errorMessages.UNAVAILABLE, extensions: { code: 'UNAVAILABLE' } }],
                  }),
                );
                return observer.complete();
              }
              observer.error(error);
            },
            complete: () => {
              if (!retrying) observer.complete();
            },
          });
        };
        send();
        return () => {
          clearTimeout(timer);
          current?.unsubscribe();
        };
      }),
  );
}
