/**
 * The one error type services throw: a code and the Persian message a person reads.
 * tRPC turns the code into its own error code; the REST shim into an HTTP status.
 */
export const DOMAIN_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** Extra facts for clients (e.g. seconds until a retry), never secrets. */
  readonly details?: Record<string, unknown>;
  /** The input field the message is about (a rule the input schema cannot see, e.g. a reason required only to reject), so forms and REST `errors` name it. */
  readonly field?: string;

  constructor(code: DomainErrorCode, message: string, details?: Record<string, unknown>, field?: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
    this.field = field;
  }

  /** The field errors this error carries, in the shape input issues take (`{ field: message }`), or null. */
  get fieldErrors(): Record<string, string> | null {
    return this.field ? { [this.field]: this.message } : null;
  }
}

export const fail = {
  /** `field` as in unprocessable: the input the refusal is about (a withdrawal's amount above the balance). */
  badRequest: (message: string, details?: Record<string, unknown>, field?: string) => new DomainError('BAD_REQUEST', message, details, field),
  unauthorized: (message: string) => new DomainError('UNAUTHORIZED', message),
  forbidden: (message: string) => new DomainError('FORBIDDEN', message),
  notFound: (message: string) => new DomainError('NOT_FOUND', message),
  conflict: (message: string, field?: string) => new DomainError('CONFLICT', message, undefined, field),
  /** `field` names the input the message is about, when there is one. */
  unprocessable: (message: string, field?: string) => new DomainError('UNPROCESSABLE_CONTENT', message, undefined, field),
  tooMany: (message: string, details?: Record<string, unknown>) => new DomainError('TOO_MANY_REQUESTS', message, details),
  internal: (message: string) => new DomainError('INTERNAL_SERVER_ERROR', message),
  /** An outside service (the payment gateway) did not answer or answered nonsense. */
  badGateway: (message: string) => new DomainError('BAD_GATEWAY', message),
  /** A feature switched off by configuration (online payments with no gateway in production). */
  unavailable: (message: string) => new DomainError('SERVICE_UNAVAILABLE', message),
};
