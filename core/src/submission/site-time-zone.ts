/** The site's time zone is the server's (01 §9 "last 7 days", the heatmap's days): an IANA name for SQL. */
export function siteTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** 'YYYY-MM-DD' of `at` in the site's time zone. */
export function siteDate(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone(), year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The `days` dates ending today (oldest first), in the site's time zone. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = siteDate(now);
  const [y, m, d] = today.split('-').map(Number);
  // calendar arithmetic on a UTC noon avoids daylight-saving edges
  return Array.from({ length: days }, (_, i) => new Date(Date.UTC(y, m - 1, d - (days - 1 - i), 12)).toISOString().slice(0, 10));
}
