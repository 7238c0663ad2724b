/**
 * The website config of spec 01 §3: what the shell shows (names, links) and the site-wide switches.
 * Field names are the spec's, spelled the same in the table, the API and the pages.
 */
export interface WebsiteConfig {
  baseUrl: string;
  name: string;
  shortName: string;
  description: string;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
  /** Whether visitors may register. */
  register: boolean;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
}

/** What a fresh site starts with. */
export const DEFAULT_WEBSITE_CONFIG: Readonly<WebsiteConfig> = Object.freeze({
  baseUrl: 'http://localhost:3000',
  name: 'Online Judge',
  shortName: 'OJ',
  description: 'An online judge for programming problems: practise, compete and learn together.',
  recordName: '',
  recordUrl: '',
  projectName: 'OJ',
  projectUrl: '',
  register: true,
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
});

/**
 * The fields `GET /api/get-website-config` shows to everyone (no base URL: that is for the admin), and our
 * addition `registerWithoutEmailCode` (a site switch): the register dialog then asks for no code.
 */
export type PublicWebsiteConfig = Omit<WebsiteConfig, 'baseUrl'> & { registerWithoutEmailCode: boolean };

export function publicWebsiteConfig(config: WebsiteConfig, switches: { registerWithoutEmailCode: boolean }): PublicWebsiteConfig {
  const { baseUrl: _baseUrl, ...shown } = config;
  return { ...shown, registerWithoutEmailCode: switches.registerWithoutEmailCode };
}
