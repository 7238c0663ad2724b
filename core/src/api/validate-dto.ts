import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate, type ValidationError as ClassValidatorError } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { ValidationError, type FieldProblem } from '../shared/errors';
import type { DtoClass } from './api-route';
import { safeInput } from './safe-input';

/** Presence and type problems are reported before range or format problems of the same field. */
const FIRST_CONSTRAINTS = ['isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject'];
const rank = (constraint: string) => (FIRST_CONSTRAINTS.includes(constraint) ? FIRST_CONSTRAINTS.indexOf(constraint) : FIRST_CONSTRAINTS.length);
/** DTO messages are i18n keys ('validation.username.tooLong'); class-validator's own are English sentences. */
const I18N_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;

function problemsOf(errors: ClassValidatorError[], prefix = ''): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {}).sort(([a], [b]) => rank(a) - rank(b));
    for (const [constraint, message] of constraints) {
      // class-validator's own English messages fall back to a generic, still field-named key
      const key = I18N_KEY.test(message) ? message : `validation.${constraint}`;
      out.push({ field, key, params: { field, constraint } });
    }
    if (error.children?.length) out.push(...problemsOf(error.children, field));
  }
  return out;
}

/** Constraints that say what type a field holds, most telling first. */
const TYPE_CONSTRAINTS = ['isString', 'isInt', 'isNumber', 'isBoolean', 'isEmail', 'isIn', 'isEnum', 'matches'];
/** The type problem of a field declared as one of these, when it declares no type constraint of its own. */
const SCALAR_DESIGN_TYPES = new Map<unknown, string>([[String, 'isString'], [Number, 'isNumber'], [Boolean, 'isBoolean']]);

/** Whether a property takes a list: declared as an array, or validated element by element. */
const takesList = (metas: ValidationMetadata[], designType: unknown) =>
  designType === Array || metas.some((m) => m.each || m.name === 'isArray' || (m.name ?? '').startsWith('array'));

interface PropertyRules {
  metas: ValidationMetadata[];
  designType: unknown;
  /** The property takes a list (takesList). */
  list: boolean;
}

/** Each DTO class's validated properties, read from the decorators' metadata once (they never change after load). */
const propertyRules = new WeakMap<DtoClass, Map<string, PropertyRules>>();

function propertiesOf(cls: DtoClass): Map<string, PropertyRules> {
  let rules = propertyRules.get(cls);
  if (rules) return rules;
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false)) {
    byProperty.set(meta.propertyName, [...(byProperty.get(meta.propertyName) ?? []), meta]);
  }
  rules = new Map();
  for (const [property, metas] of byProperty) {
    const designType: unknown = Reflect.getMetadata('design:type', cls.prototype as object, property);
    rules.set(property, { metas, designType, list: takesList(metas, designType) });
  }
  propertyRules.set(cls, rules);
  return rules;
}

/**
 * Type checks before transformation: an object or a list where the DTO declares text, a number or a flag
 * is refused with that field's type problem (its own message when it declares one), never handed to
 * class-transformer, whose `@Type(() => Number)` or custom transforms would call `Number()`/`String()` on
 * it. A property typed with a nested DTO class is checked the same way, one level in.
 */
function scalarProblems(cls: DtoClass, input: Record<string, unknown>, prefix = ''): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const [property, { metas, designType, list }] of propertiesOf(cls)) {
    const value = input[property];
    if (value === null || typeof value !== 'object') continue;
    if (list) continue;
    const field = prefix ? `${prefix}.${property}` : property;
    const scalar = SCALAR_DESIGN_TYPES.get(designType);
    const typed = metas.filter((m) => TYPE_CONSTRAINTS.includes(m.name ?? '')).sort((a, b) => TYPE_CONSTRAINTS.indexOf(a.name ?? '') - TYPE_CONSTRAINTS.indexOf(b.name ?? ''))[0];
    if (scalar || (typed && typed.name !== 'isIn' && typed.name !== 'isEnum')) {
      const constraint = typed?.name ?? (scalar as string);
      const key = typeof typed?.message === 'string' && I18N_KEY.test(typed.message) ? typed.message : `validation.${constraint}`;
      out.push({ field, key, params: { field, constraint } });
    } else if (typeof designType === 'function' && designType !== Object && !Array.isArray(value)) {
      out.push(...scalarProblems(designType as DtoClass, value as Record<string, unknown>, field));
    }
  }
  return out;
}

function refuse(problems: FieldProblem[]): never {
  const first = problems[0];
  throw new ValidationError(first?.key ?? 'error.validation', first?.params ?? {}, problems);
}

/**
 * Turns raw input (a parsed JSON body or a query object) into a validated DTO instance.
 * Unknown fields are dropped rather than refused (the spec's client sends whole objects);
 * a bad field gives a ValidationError naming the field, with the first problem as its message.
 * The input is made safe first (depth, well-formed text, no reserved keys: safe-input.ts) and its
 * types checked before class-transformer sees it, so no input can make the transformation throw.
 */
export async function validateDto<T extends object>(cls: DtoClass<T>, raw: unknown, source: 'query' | 'body'): Promise<T> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ValidationError('validation.bodyNotObject', { source });
  }
  const input = safeInput(raw, source) as Record<string, unknown>;
  const wrongTypes = scalarProblems(cls, input);
  if (wrongTypes.length) refuse(wrongTypes);
  const instance = plainToInstance(cls, input, { enableImplicitConversion: source === 'query', exposeDefaultValues: true });
  const errors = await validate(instance as object, { whitelist: true, forbidUnknownValues: false, validationError: { target: false, value: false } });
  if (errors.length > 0) refuse(problemsOf(errors));
  return instance;
}
