/**
 * Splits a request URL into its path and its query (a key given twice becomes an array). The query has no
 * prototype: a key such as `constructor` or `__proto__` is just a key, never an inherited member.
 */
export function splitUrl(url: string): { path: string; query: Record<string, string | string[]> } {
  const q = url.indexOf('?');
  const query = Object.create(null) as Record<string, string | string[]>;
  if (q < 0) return { path: url, query };
  for (const [key, value] of new URLSearchParams(url.slice(q + 1))) {
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else query[key] = [existing, value];
  }
  return { path: url.slice(0, q), query };
}
