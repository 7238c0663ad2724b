import type { CookieJar } from './cookie-jar';
import type { RateGate } from './rate-gate';
import { RemoteJudgeError, type RemoteStep } from './remote-judge-error';

/** How long one request may take before it counts as unanswered. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Redirects followed at most for one request. */
const MAX_REDIRECTS = 5;
/** What the site sees of us: a browser-like agent, since some judges refuse unknown ones. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/**
 * Pages that stand in front of the one asked for: CAPTCHAs and anti-bot checks. A remote judge's page
 * holding one of these is never read as the page asked for.
 */
const ANTIBOT_MARKERS: ReadonlyArray<[RegExp, string]> = [
  [/<title>\s*Just a moment\.\.\.\s*<\/title>|challenge-platform|cf-challenge|cf-turnstile|challenges\.cloudflare\.com/i, 'a Cloudflare check'],
  [/g-recaptcha|www\.google\.com\/recaptcha|h-captcha|hcaptcha\.com/i, 'a CAPTCHA'],
];

/** What anti-bot page `text` is, if it is one. */
export function antibotPage(text: string): string | undefined {
  return ANTIBOT_MARKERS.find(([pattern]) => pattern.test(text))?.[1];
}

export interface RemoteRequest {
  method?: 'GET' | 'POST';
  /** A path (with its query) under the judge's base URL, or an absolute URL. */
  path: string;
  query?: Record<string, string | number>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  headers?: Record<string, string>;
  /** The page's charset when the site declares it wrongly or not at all (HDU's pages are GBK). */
  charset?: string;
  /** Follow redirects (the default) or hand the 3xx back (a login's or a submit's answer). */
  followRedirects?: boolean;
  /** Pages that must not be an anti-bot page (default true; the Codeforces adapter reads its own first). */
  checkAntibot?: boolean;
}

export interface RemoteResponse {
  status: number;
  /** The URL that answered (after the redirects followed). */
  url: string;
  /** Where a 3xx pointed. */
  location: string | undefined;
  text: string;
}

export interface RemoteHttpOptions {
  /** The judge's key, for errors. */
  judge: string;
  /** Its base URL (a setting): every path is resolved against it. */
  base: string;
  jar: CookieJar;
  gate: RateGate;
  /** Whose pace the requests keep (an account, or the judge's anonymous requests). */
  gateKey: string;
  minIntervalMs: number;
  /** Other hosts of the same judge by name (LibreOJ's API), each a setting too. */
  hosts?: Record<string, string>;
  /** How long one request may take (REQUEST_TIMEOUT_MS unless a test says less). */
  timeoutMs?: number;
}

/**
 * One session's HTTP with a remote judge: its cookies, its pace (RateGate), a timeout per request,
 * redirects followed by hand so every hop's cookies are kept, the charset decoded. Failures become
 * RemoteJudgeErrors naming the judge and the step: no answer (`unreachable`), 5xx (`server`), 401/403
 * (`forbidden`), an anti-bot page (`antibot`). Other answers (404 included) go to the adapter to read.
 */
export class RemoteHttp {
  constructor(readonly options: RemoteHttpOptions) {}

  get jar(): CookieJar {
    return this.options.jar;
  }

  /** The absolute URL of a path under one of the judge's other hosts (a configuration error when it has none of that name). */
  hostUrl(name: string, path: string): string {
    const host = this.options.hosts?.[name];
    if (!host) throw new RemoteJudgeError(this.options.judge, 'configuration', 'config', `no ${name} host is configured`);
    return joinUrl(host, path);
  }

  /** The absolute URL of a path under the judge's base. */
  url(path: string, query?: Record<string, string | number>): string {
    const url = new URL(joinUrl(this.options.base, path));
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
    return url.toString();
  }

  async request(step: RemoteStep, request: RemoteRequest): Promise<RemoteResponse> {
    const { judge } = this.options;
    let url = this.url(request.path, request.query);
    let method = request.method ?? (request.form || request.json !== undefined ? 'POST' : 'GET');
    let body: string | undefined = request.form ? new URLSearchParams(request.form).toString() : request.json !== undefined ? JSON.stringify(request.json) : undefined;
    for (let hop = 0; ; hop++) {
      await this.options.gate.wait(this.options.gateKey, this.options.minIntervalMs);
      const headers: Record<string, string> = { 'User-Agent': USER_AGENT, Accept: 'text/html,application/json;q=0.9,*/*;q=0.8', ...request.headers };
      const cookie = this.options.jar.header();
      if (cookie) headers.Cookie = cookie;
      if (body !== undefined) headers['Content-Type'] = request.form ? 'application/x-www-form-urlencoded' : 'application/json';
      let answer: Response;
      let bytes: Buffer;
      const timeoutMs = this.options.timeoutMs ?? REQUEST_TIMEOUT_MS;
      try {
        answer = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        bytes = Buffer.from(await answer.arrayBuffer());
      } catch (error) {
        const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : `no answer (${causeOf(error)})`;
        throw new RemoteJudgeError(judge, step, 'unreachable', `${reason} from ${new URL(url).host}`);
      }
      this.options.jar.store(answer.headers.getSetCookie());
      const location = answer.headers.get('location') ?? undefined;
      const text = decode(bytes, request.charset ?? charsetOf(answer.headers.get('content-type')));
      if (answer.status >= 500) throw new RemoteJudgeError(judge, step, 'server', `the site answered ${answer.status}`);
      const antibot = request.checkAntibot === false ? undefined : antibotPage(text);
      if (antibot) throw new RemoteJudgeError(judge, step, 'antibot', `the site answered with ${antibot} instead of its page`);
      if (answer.status === 401 || answer.status === 403) throw new RemoteJudgeError(judge, step, 'forbidden', `the site answered ${answer.status} (forbidden)`);
      const redirected = answer.status >= 300 && answer.status < 400 && location !== undefined;
      if (!redirected || request.followRedirects === false) return { status: answer.status, url, location, text };
      if (hop >= MAX_REDIRECTS) throw new RemoteJudgeError(judge, step, 'changed', `more than ${MAX_REDIRECTS} redirects from ${request.path}`);
      url = new URL(location, url).toString();
      // a 303 (and, as browsers do, a 302) after a POST is followed with a GET
      if (answer.status !== 307 && answer.status !== 308) {
        method = 'GET';
        body = undefined;
      }
    }
  }
}

/** `path` under `base` (a base with a path of its own keeps it: a judge behind a prefix); an absolute URL as it is. */
function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

function charsetOf(contentType: string | null): string {
  return /charset=([\w-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase() ?? 'utf-8';
}

function decode(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // a charset the runtime does not know: UTF-8 is the best guess
    return new TextDecoder('utf-8').decode(bytes);
  }
}
