import type { MessageKey } from '../i18n/messages';

/**
 * The core's part of the top navigation of spec 01 §2; /discussion only while public discussion is open.
 * Plugins add theirs by their manifest's `nav`, merged in by `order` in the header: /training (30, the
 * trainings plugin), /contest (40) and /group (80) with the contests and groups plugins — a feature not
 * built has no entry, rather than one leading to a missing page.
 */
export interface NavItem {
  path: string;
  order: number;
  label: MessageKey;
  requiresSwitch?: 'openPublicDiscussion';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/home', order: 10, label: 'nav.home' },
  { path: '/problem', order: 20, label: 'nav.problem' },
  { path: '/status', order: 50, label: 'nav.status' },
  { path: '/acm-rank', order: 60, label: 'nav.acmRank' },
  { path: '/oi-rank', order: 70, label: 'nav.oiRank' },
  { path: '/discussion', order: 90, label: 'nav.discussion', requiresSwitch: 'openPublicDiscussion' },
  { path: '/introduction', order: 100, label: 'nav.introduction' },
  { path: '/developer', order: 110, label: 'nav.developer' },
];

/** Under this width the side drawer replaces the top navigation (01 §2). */
export const MOBILE_NAV_BREAKPOINT = 992;
