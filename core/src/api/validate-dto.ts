import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError as ClassValidatorError } from 'class-validator';
import { ValidationError, type FieldProblem } from '../shared/errors';
import type { DtoClass } from './api-route';

/** Presence and type problems are reported before range or format problems of the same field. */
const FIRST_CONSTRAINTS = ['isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject'];
const rank = (constraint: string) => (FIRST_CONSTRAINTS.includes(constraint) ? FIRST_CONSTRAINTS.indexOf(constraint) : FIRST_CONSTRAINTS.length);

function problemsOf(errors: ClassValidatorError[], prefix = ''): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {}).sort(([a], [b]) => rank(a) - rank(b));
    for (const [constraint, message] of constraints) {
      // DTO messages are i18n keys ('validation.username.tooLong'); class-validator's own English
      // messages (no dot-separated key) fall back to a generic, still field-named key.
      const key = /^[a-z][\w-]*(\.[\w-]+)+$/.test(message) ? message : `validation.${constraint}`;
      out.push({ field, key, params: { field, constraint } });
    }
    if (error.children?.length) out.push(...problemsOf(error.children, field));
  }
  return out;
}

/** True when a string anywhere in `value` holds a NUL character, which PostgreSQL text cannot store. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * Turns raw input (a parsed JSON body or a query object) into a validated DTO instance.
 * Unknown fields are dropped rather than refused (the spec's client sends whole objects);
 * a bad field gives a ValidationError naming the field, with the first problem as its message.
 */
export async function validateDto<T extends object>(cls: DtoClass<T>, raw: unknown, source: 'query' | 'body'): Promise<T> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ValidationError('validation.bodyNotObject', { source });
  }
  if (holdsNul(raw)) throw new ValidationError('validation.nulCharacter', { source });
  const instance = plainToInstance(cls, raw, { enableImplicitConversion: source === 'query', exposeDefaultValues: true });
  const errors = await validate(instance as object, { whitelist: true, forbidUnknownValues: false, validationError: { target: false, value: false } });
  if (errors.length > 0) {
    const problems = problemsOf(errors);
    const first = problems[0];
    throw new ValidationError(first?.key ?? 'error.validation', first?.params ?? {}, problems);
  }
  return instance;
}
