import type { Announcement, AppAction, AppSubject, CarouselItem, JudgeStatusInfo, Locale, Page, PublicLanguage, PublicWebsiteConfig, RankListRequest, RankRow, SessionUser, UserInfo } from '@oj/core';
import type { AdminArea } from './admin-area.js';
import type { SystemInfo } from './system-info.js';

/**
 * What Remix loaders and actions receive as `context`: the same use cases the `/api` routes call,
 * reached through the site's container (compiled by tsc, so decorator metadata is intact).
 */
export interface PageServices {
  websiteConfig(): Promise<PublicWebsiteConfig>;
  /** The signed-in user's own account as login returns it (settings prefill), or undefined for a guest. */
  me(uid: string | undefined): Promise<UserInfo | undefined>;
  /** Visible announcements, a page of 5 (as `get-common-announcement`). */
  announcements(currentPage: number): Promise<Page<Announcement>>;
  /** The home carousel (as `home-carousel`). */
  carousel(): Promise<readonly CarouselItem[]>;
  /** Our judge's enabled languages (as `GET /api/languages`): the help page's compile commands and A+B programs. */
  languages(): Promise<PublicLanguage[]>;
  /** Every judge status (01 §3), for the help page's explanations. */
  judgeStatuses(): readonly JudgeStatusInfo[];
  /** A page of a site ranking (as `GET /api/get-rank-list`). */
  rankList(request: RankListRequest): Promise<Page<RankRow>>;
  /** /developer's versions, dependency states and judge runners; languages and load of runners only with `runnerDetails`. */
  systemInfo(runnerDetails: boolean): Promise<SystemInfo>;
  /** A user's public profile, as `GET /api/get-user-home-info?<query>` answers it (envelope included). */
  userHome(query: string, locale: Locale): Promise<{ status: number; msg: string; data: unknown }>;
  /** Whether a public problem (outside groups) has this display id: the problem page's 404, from the in-memory catalogue. */
  publicProblemExists(problemId: string): Promise<boolean>;
  /** The admin app's guard and menu for a path (the core's entries and the enabled plugins'). */
  adminArea(pathname: string, request: PageRequestInfo): AdminArea;
  /** The enabled plugins now (they switch without a restart): their ids and top-navigation entries, labelled. */
  plugins(locale: Locale): PluginShell;
}

/** What the page shell knows of the plugins: `requirePlugin` reads `enabled`, the header shows `nav`. */
export interface PluginShell {
  enabled: string[];
  /** Each installed plugin's 'No Access' while switched off, in the page's language (shown after `requirePlugin` sends the visitor home). */
  offMessages: Record<string, string>;
  nav: Array<{ id: string; path: string; label: string; order: number; requiresSwitch?: string }>;
}

export interface PageRequestInfo {
  locale: Locale;
  /** Who asks; undefined for a guest, and in a shared render (`shared`). */
  user: SessionUser | undefined;
  /** Whether the visitor is signed in (also true in a shared render, whose `user` is undefined). */
  signedIn: boolean;
  /**
   * The render is kept and sent to every signed-in visitor (KeptPageCache): it has no user and a guest's
   * rules; the page reads its visitor's own data once hydrated (the root loader's `userPending`).
   */
  shared: boolean;
  requestId: string;
  /**
   * The answer's script nonce (its Content-Security-Policy): every inline script of the page carries it. A
   * kept page's copies get a fresh one each (KeptPageCache).
   */
  nonce: string | undefined;
  /** The request's CASL rules, packed (the same ability the API checks), for the page to hide what it would refuse. */
  rules: unknown[];
  /** The request's ability, as the API checks it. */
  can(action: AppAction, subject: AppSubject): boolean;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    services: PageServices;
    request: PageRequestInfo;
  }
}
