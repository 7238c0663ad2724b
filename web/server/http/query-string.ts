/** Splits a request URL into its path and its query (a key given twice becomes an array). */
export function splitUrl(url: string): { path: string; query: Record<string, string | string[]> } {
  const q = url.indexOf('?');
  if (q < 0) return { path: url, query: {} };
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(url.slice(q + 1))) {
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else query[key] = [existing, value];
  }
  return { path: url.slice(0, q), query };
}
