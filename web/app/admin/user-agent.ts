/** Browsers by their User-Agent token, most specific first (Edge and Opera also say Chrome; Chrome also says Safari). */
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Headless Chrome', /\bHeadlessChrome\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|Chromium)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[^\s]* (?:Mobile\/\S+ )?Safari\//],
];
/** Systems by their User-Agent words, most specific first (Android says Linux; iOS says like Mac OS X). */
const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * A session's User-Agent in a few words, as the dashboard's browser column shows it ('Chrome 120 · Windows');
 * a client it does not know (curl, a script) shows its own first word. The full text stays beside it.
 */
export function describeUserAgent(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return '';
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(ua)?.[1]] as const).find(([, version]) => version);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0];
  const client = browser ? `${browser[0]} ${browser[1]}` : ua.split(/\s/)[0];
  return system ? `${client} · ${system}` : client;
}
