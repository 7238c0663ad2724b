import { CookieJar } from '../src/http/cookie-jar';
import { RateGate } from '../src/http/rate-gate';
import { RemoteHttp } from '../src/http/remote-http';
import type { JudgeAdapter, RemoteSession } from '../src/judges/judge-adapter';
import type { ReplayServer } from './replay-server';

/** A session of `username` with an adapter's judge on the replay server, at full speed (no pace between requests). */
export function replaySession(replay: ReplayServer, adapter: JudgeAdapter, username = 'remote_bot'): RemoteSession {
  return { http: replayHttp(replay, adapter), username, loggedIn: false, state: {} };
}

/** Anonymous HTTP with an adapter's judge on the replay server. */
export function replayHttp(replay: ReplayServer, adapter: JudgeAdapter, base = replay.url): RemoteHttp {
  return new RemoteHttp({ judge: adapter.data.key, base, jar: new CookieJar(), gate: new RateGate(), gateKey: 'test', minIntervalMs: 0 });
}
