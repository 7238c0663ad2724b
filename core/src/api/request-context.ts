import type { ServiceIdentifier } from 'inversify';
import type { AppAbility } from '../account/abilities';
import type { SessionUser } from '../account/session-user';
import type { Locale } from '../i18n/locale';

/** What one request carries through the use cases: who, in which language, allowed to do what. */
export interface RequestContext {
  requestId: string;
  locale: Locale;
  user: SessionUser | undefined;
  ability: AppAbility;
  /** Client address as the server saw it (after trusted proxies). */
  ip: string;
}

/** Bound in each request's child container: services that need "who is asking" inject this. */
export const REQUEST_CONTEXT: ServiceIdentifier<RequestContext> = Symbol.for('oj.RequestContext');
