import { ValidationError } from '../shared/errors';
import { MAX_INPUT_DEPTH, RESERVED_INPUT_KEYS } from './input-limits';

type Source = 'query' | 'body';

/** A surrogate code unit without its pair (in `u` mode a well-formed pair is one code point, never matched). */
const LONE_SURROGATE = /\p{Cs}/u;

function checkText(text: string, source: Source, field: string): void {
  const named = field || source;
  // PostgreSQL text cannot store NUL
  if (text.includes('\u0000')) throw new ValidationError('validation.nulCharacter', { source, field: named }, [{ field: named, key: 'validation.nulCharacter', params: { source, field: named } }]);
  // a lone surrogate cannot be encoded as UTF-8: mail, URLs and the database would each fail on it differently
  if (LONE_SURROGATE.test(text)) throw new ValidationError('validation.malformedText', { field: named }, [{ field: named, key: 'validation.malformedText', params: { field: named } }]);
}

function copy(value: unknown, source: Source, path: string, depth: number): unknown {
  if (typeof value === 'string') {
    checkText(value, source, path);
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_INPUT_DEPTH) throw new ValidationError('validation.tooDeep', { source, max: MAX_INPUT_DEPTH });
  if (Array.isArray(value)) return value.map((item, i) => copy(item, source, `${path}[${i}]`, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = path ? `${path}.${key}` : key;
    checkText(key, source, field);
    if (RESERVED_INPUT_KEYS.has(key)) continue;
    out[key] = copy((value as Record<string, unknown>)[key], source, field, depth + 1);
  }
  return out;
}

/**
 * A copy of raw input that is safe to transform: at most MAX_INPUT_DEPTH levels (deeper: 400 before any
 * recursive walk), every string and key well-formed UTF-16 without NUL (400 naming the field otherwise),
 * and no key of RESERVED_INPUT_KEYS (dropped, like unknown fields).
 */
export function safeInput(raw: unknown, source: Source): unknown {
  return copy(raw, source, '', 0);
}
