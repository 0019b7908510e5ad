/** Every error code a client can receive in `extensions.code` (SPEC §6). */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_CREDENTIAL',
  'EMAIL_ALREADY_IN_USE',
  'TOO_MANY_REQUESTS',
  'USER_DISABLED',
  'SESSION_EXPIRED',
  'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
  'PAYLOAD_TOO_LARGE',
  'QUOTA_EXCEEDED',
  'CANCELED',
  'UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type AppErrorOptions = {
  /** The input field the error concerns, as the client names it (e.g. `email`). */
  field?: string;
  /** Extra machine-readable detail (e.g. the unmet password rules). */
  details?: Record<string, unknown>;
  cause?: unknown;
};

/** The one error type services throw; the formatter turns it into `extensions.code` (+ `field`). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.details = options.details;
  }
}
