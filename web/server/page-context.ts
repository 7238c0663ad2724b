import type { Locale, PublicWebsiteConfig, SessionUser } from '@oj/core';

/**
 * What Remix loaders and actions receive as `context`: the same use cases the `/api` routes call,
 * reached through the site's container (compiled by tsc, so decorator metadata is intact).
 */
export interface PageServices {
  websiteConfig(): Promise<PublicWebsiteConfig>;
}

export interface PageRequestInfo {
  locale: Locale;
  user: SessionUser | undefined;
  requestId: string;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    services: PageServices;
    request: PageRequestInfo;
  }
}
