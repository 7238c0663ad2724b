import { Container, REQUEST_CONTEXT, type RequestContext, type ServiceIdentifier } from '@oj/core';

/**
 * The request-scoped container: a child of the site's container holding this request's context
 * (user, locale, ability). Made on first use only, so requests that need no request-bound service
 * pay nothing for it.
 */
export class RequestScope {
  private child: Container | undefined;

  constructor(
    private readonly root: Container,
    readonly context: RequestContext,
  ) {}

  get<T>(id: ServiceIdentifier<T>): T {
    if (!this.child) {
      this.child = new Container({ parent: this.root });
      this.child.bind(REQUEST_CONTEXT).toConstantValue(this.context);
    }
    return this.child.get(id);
  }
}
