import type { MessageKey } from '../i18n/messages';

/**
 * The core's part of the top navigation of spec 01 §2, in order (an item's order is 10 × its position);
 * /discussion only while public discussion is open. Plugins add theirs (/training: order 30) by their
 * manifest's `nav`, merged in by the header.
 */
export interface NavItem {
  path: string;
  label: MessageKey;
  requiresSwitch?: 'openPublicDiscussion';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/home', label: 'nav.home' },
  { path: '/problem', label: 'nav.problem' },
  { path: '/contest', label: 'nav.contest' },
  { path: '/status', label: 'nav.status' },
  { path: '/acm-rank', label: 'nav.acmRank' },
  { path: '/oi-rank', label: 'nav.oiRank' },
  { path: '/group', label: 'nav.group' },
  { path: '/discussion', label: 'nav.discussion', requiresSwitch: 'openPublicDiscussion' },
  { path: '/introduction', label: 'nav.introduction' },
  { path: '/developer', label: 'nav.developer' },
];

/** Under this width the side drawer replaces the top navigation (01 §2). */
export const MOBILE_NAV_BREAKPOINT = 992;
