import type { ServiceIdentifier } from 'inversify';

/**
 * Runs work in one database transaction: every repository call inside `run` shares it,
 * and it commits when `work` resolves or rolls back when it throws.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export const UNIT_OF_WORK: ServiceIdentifier<UnitOfWork> = Symbol.for('oj.UnitOfWork');
