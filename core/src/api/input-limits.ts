/**
 * Limits on the shape of any input (a JSON body or a query), checked before anything walks it. The
 * deepest DTO (a problem form: `samples[i].input`) is 3 levels; far deeper input is an attack on the
 * parser or on a recursive walk (class-transformer, class-validator), not a request.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * Keys no DTO has that name an object's own machinery: class-transformer calls `value.constructor`,
 * `Number(value)` calls `valueOf`/`toString`, and `__proto__` would replace a copy's prototype. Input
 * objects lose them (like any unknown field) before they are transformed.
 */
export const RESERVED_INPUT_KEYS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
