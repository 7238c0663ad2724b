import { Container, REQUEST_CONTEXT, type RequestContext, type ServiceIdentifier } from '@oj/core';

/**
 * The request-scoped container: a child of the site's container holding this request's context
 * (user, locale, ability). Services that inject REQUEST_CONTEXT are registered with
 * `RequestScope.bindRequestBound`; only asking for one of those makes the child container, so the
 * other requests resolve straight from the site's container and pay nothing for it.
 */
export class RequestScope {
  private static readonly requestBound = new Set<ServiceIdentifier<unknown>>();
  private child: Container | undefined;

  /** Binds a service that depends on the request context: a new one per request. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  static bindRequestBound<T>(container: Container, id: ServiceIdentifier<T>, implementation: new (...args: any[]) => T): void {
    container.bind(id).to(implementation).inTransientScope();
    RequestScope.requestBound.add(id as ServiceIdentifier<unknown>);
  }

  constructor(
    private readonly root: Container,
    readonly context: RequestContext,
  ) {}

  get<T>(id: ServiceIdentifier<T>): T {
    if (!RequestScope.requestBound.has(id as ServiceIdentifier<unknown>)) return this.root.get(id);
    if (!this.child) {
      this.child = new Container({ parent: this.root });
      this.child.bind(REQUEST_CONTEXT).toConstantValue(this.context);
    }
    return this.child.get(id);
  }
}
