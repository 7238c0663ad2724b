/**
 * Typed domain errors. Each carries an i18n key (translated at the edge, never in the core)
 * and a kind that the HTTP layer maps to a status code.
 */
export type DomainErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'unavailable'
  | 'not-implemented';

export interface FieldProblem {
  /** The field as the API spells it (`username`, `body.email`, ...). */
  field: string;
  /** i18n key of the message for this field. */
  key: string;
  params?: Record<string, unknown>;
}

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Extra facts for the client, sent as the envelope's `data` (e.g. `{ requireSlider: true }`). */
  data?: Record<string, unknown>;

  withData(data: Record<string, unknown>): this {
    this.data = data;
    return this;
  }

  constructor(
    readonly key: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = new.target.name;
  }
}

/** Bad input: 400. `problems` lists each offending field. */
export class ValidationError extends DomainError {
  readonly kind = 'validation' as const;
  constructor(key = 'error.validation', params: Record<string, unknown> = {}, readonly problems: FieldProblem[] = []) {
    super(key, params);
  }
}

/** Not signed in, or the session has ended: 401. */
export class Unauthorized extends DomainError {
  readonly kind = 'unauthorized' as const;
  constructor(key = 'error.unauthorized', params: Record<string, unknown> = {}) {
    super(key, params);
  }
}

/** Signed in but not allowed: 403. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden' as const;
  constructor(key = 'error.forbidden', params: Record<string, unknown> = {}) {
    super(key, params);
  }
}

/** The thing asked for does not exist (or is hidden from this viewer): 404. */
export class NotFound extends DomainError {
  readonly kind = 'not-found' as const;
  constructor(key = 'error.notFound', params: Record<string, unknown> = {}) {
    super(key, params);
  }
}

/** The request clashes with the current state (already exists, changed meanwhile): 409. */
export class Conflict extends DomainError {
  readonly kind = 'conflict' as const;
  constructor(key = 'error.conflict', params: Record<string, unknown> = {}) {
    super(key, params);
  }
}

/** Too many requests; `retryAfterMs` tells the client when to try again: 429. */
export class RateLimited extends DomainError {
  readonly kind = 'rate-limited' as const;
  constructor(
    readonly retryAfterMs: number,
    key = 'error.rateLimited',
    params: Record<string, unknown> = {},
  ) {
    super(key, { seconds: Math.ceil(retryAfterMs / 1000), ...params });
  }
}

/** A dependency (database, cache, queue) cannot be reached right now: 503. */
export class ServiceUnavailable extends DomainError {
  readonly kind = 'unavailable' as const;
  constructor(key = 'error.unavailable', params: Record<string, unknown> = {}) {
    super(key, params);
  }
}

/** A call the spec lists whose feature is not built (yet) in this installation: 501, saying what is missing. */
export class NotImplemented extends DomainError {
  readonly kind = 'not-implemented' as const;
  constructor(key = 'error.notImplemented', params: Record<string, unknown> = {}) {
    super(key, params);
  }
}

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError;
}

/** A size for people: '2MB', '512KB', '300B' (the spec says 'file exceeds 2MB'). */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024}KB`;
  return `${bytes}B`;
}

/** The file sent is larger than allowed: 400 'file exceeds 2MB'. */
export function fileTooLarge(maxBytes: number, field = 'file'): ValidationError {
  const params = { maxBytes, size: sizeText(maxBytes) };
  return new ValidationError('error.fileTooLarge', params, [{ field, key: 'error.fileTooLarge', params }]);
}
