import { isDomainError, RateLimited, ValidationError, type DomainErrorKind, type Locale } from '@oj/core';
import { errorEnvelope, type Envelope } from './envelope.js';
import type { Translator } from './translator.js';

const STATUS_OF: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  unavailable: 503,
  'not-implemented': 501,
};

/** An error from body parsing (express.json / raw-body) carries `type` and `status`. */
interface ParserError {
  type?: string;
  status?: number;
  limit?: number;
}

export interface ErrorResponse {
  status: number;
  body: Envelope;
  headers: Record<string, string>;
  /** Unexpected: log it with its stack (never sent to the client). */
  unexpected: boolean;
}

function validationData(error: ValidationError, locale: Locale, translator: Translator): unknown {
  if (error.problems.length === 0) return null;
  return { problems: error.problems.map((p) => ({ field: p.field, msg: translator.t(locale, p.key, p.params) })) };
}

/**
 * Maps anything thrown while serving `/api` to an HTTP status and the envelope, in the request's
 * language. Typed domain errors keep their meaning; parser errors become 400/413/415; everything
 * else is a 500 with the spec's 'server error, please refresh again' and no stack trace.
 */
export function errorResponse(error: unknown, locale: Locale, translator: Translator): ErrorResponse {
  if (isDomainError(error)) {
    const status = STATUS_OF[error.kind];
    const headers: Record<string, string> = {};
    if (error instanceof RateLimited) headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
    const problems = error instanceof ValidationError ? validationData(error, locale, translator) : null;
    const data = error.data ? { ...(problems ?? {}), ...error.data } : problems;
    return { status, body: errorEnvelope(status, translator.t(locale, error.key, error.params), data), headers, unexpected: false };
  }
  const parser = error as ParserError;
  if (parser && typeof parser === 'object' && typeof parser.type === 'string') {
    if (parser.type === 'entity.parse.failed') return plain(400, translator.t(locale, 'error.malformedJson'));
    if (parser.type === 'entity.too.large') return plain(413, translator.t(locale, 'error.bodyTooLarge', { limit: `${parser.limit} bytes` }));
    if (parser.type === 'unsupported.media.type' || parser.type === 'encoding.unsupported' || parser.type === 'charset.unsupported') {
      return plain(415, translator.t(locale, 'error.unsupportedMediaType', { type: (parser as { contentType?: string }).contentType ?? parser.type }));
    }
    if (typeof parser.status === 'number' && parser.status >= 400 && parser.status < 500) return plain(parser.status, translator.t(locale, 'error.validation'));
  }
  return { status: 500, body: errorEnvelope(500, translator.t(locale, 'error.server')), headers: {}, unexpected: true };
}

function plain(status: number, msg: string): ErrorResponse {
  return { status, body: errorEnvelope(status, msg), headers: {}, unexpected: false };
}
