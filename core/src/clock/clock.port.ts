import type { ServiceIdentifier } from 'inversify';

/** The current time, behind a port so time-dependent rules can be tested without waiting. */
export interface Clock {
  now(): Date;
}

export const CLOCK: ServiceIdentifier<Clock> = Symbol.for('oj.Clock');

/** The real wall clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
