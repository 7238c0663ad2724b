import type { ServiceIdentifier } from 'inversify';

/** Where the core reports what nobody is waiting to hear (a background retry, a skipped event); pino fits it. */
export interface AppLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const LOGGER: ServiceIdentifier<AppLogger> = Symbol.for('oj.Logger');
