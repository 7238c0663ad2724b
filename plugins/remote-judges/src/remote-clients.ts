import { inject, injectable, PluginSettings } from '@oj/core';
import { CookieJar } from './http/cookie-jar';
import { RateGate } from './http/rate-gate';
import { RemoteHttp } from './http/remote-http';
import { RemoteJudgeError } from './http/remote-judge-error';
import type { JudgeAdapter, RemoteSession } from './judges/judge-adapter';
import { hostSetting, RemoteJudgeConfig } from './remote-judges.settings';
import { REMOTE_JUDGE_TUNING, type RemoteJudgeTuning } from './remote-judges.tuning';

/**
 * The HTTP of this process with the remote judges: one anonymous session per judge (imports, health,
 * contest lists) and one per account and judge (its cookies, its login), each at its judge's address
 * read from the settings per call (a changed address starts a new session), and one pace per account
 * shared by every judge it submits to (Codeforces and Gym).
 */
@injectable()
export class RemoteClients {
  private readonly gate = new RateGate();
  private readonly sessions = new Map<string, { base: string; session: RemoteSession }>();
  private readonly anonymous = new Map<string, { base: string; http: RemoteHttp }>();
  readonly config: RemoteJudgeConfig;

  constructor(
    @inject(PluginSettings) settings: PluginSettings,
    @inject(REMOTE_JUDGE_TUNING) private readonly tuning: RemoteJudgeTuning,
  ) {
    this.config = new RemoteJudgeConfig(settings);
  }

  /** The judge's address, checked: a setting that is not an http(s) URL is the judge's configuration error. */
  base(adapter: JudgeAdapter): string {
    const key = adapter.data.key;
    const host = this.config.host(key);
    let url: URL | undefined;
    try {
      url = new URL(host);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new RemoteJudgeError(key, 'configuration', 'config', `the ${hostSetting(key)} setting '${host}' is not an http(s) address`);
    return host;
  }

  /** The judge's anonymous session. */
  http(adapter: JudgeAdapter): RemoteHttp {
    const key = adapter.data.key;
    const base = this.base(adapter);
    const known = this.anonymous.get(key);
    if (known?.base === base) return known.http;
    const http = this.make(adapter, base, `${key}:anonymous`);
    this.anonymous.set(key, { base, http });
    return http;
  }

  /** The account's session with the judge (logged in or not yet). */
  session(adapter: JudgeAdapter, username: string): RemoteSession {
    const id = `${adapter.data.key}\n${username}`;
    const base = this.base(adapter);
    const known = this.sessions.get(id);
    if (known?.base === base) return known.session;
    const session: RemoteSession = { http: this.make(adapter, base, `${adapter.data.pool}:${username}`), username, loggedIn: false, state: {} };
    this.sessions.set(id, { base, session });
    return session;
  }

  /** A new session for a one-off check (a health check's login), not kept. */
  freshSession(adapter: JudgeAdapter, username: string): RemoteSession {
    return { http: this.make(adapter, this.base(adapter), `${adapter.data.pool}:${username}`), username, loggedIn: false, state: {} };
  }

  private make(adapter: JudgeAdapter, base: string, gateKey: string): RemoteHttp {
    return new RemoteHttp({ judge: adapter.data.key, base, hosts: this.config.hosts(adapter.data.key), jar: new CookieJar(), gate: this.gate, gateKey, minIntervalMs: this.tuning.minIntervalMs(adapter.data), timeoutMs: this.tuning.requestTimeoutMs });
  }
}
