/**
 * The cookies of one session with a remote judge (a logged-in account, or the anonymous one): kept from
 * every answer's Set-Cookie, sent back on every request to the same judge. Paths and domains are not
 * told apart: one jar talks to one judge only. Expired or cleared cookies are dropped.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes the Set-Cookie headers of an answer. */
  store(setCookies: readonly string[]): void {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expires = attributes.map((a) => a.trim()).find((a) => /^expires=/i.test(a));
      const maxAge = attributes.map((a) => a.trim()).find((a) => /^max-age=/i.test(a));
      const gone = value === '' || (maxAge !== undefined && Number(maxAge.slice(8)) <= 0) || (expires !== undefined && Date.parse(expires.slice(8)) < Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header to send, or undefined without cookies. */
  header(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }

  clear(): void {
    this.cookies.clear();
  }
}
