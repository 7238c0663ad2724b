/**
 * The fields a partial update ("only the fields sent change") was sent. A field left out or sent as null
 * changes nothing: the spec's client sends whole forms, with null for a field it never filled, and no
 * stored setting may become null through them (class-validator's `@IsOptional` lets null through).
 */
export function sentFields<T extends object>(body: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null)) as { [K in keyof T]?: NonNullable<T[K]> };
}
