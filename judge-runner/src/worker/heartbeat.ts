import { loadavg } from 'node:os';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { signJudgeToken, type JudgeRunnerStatus } from '@oj/core';
import type { LanguageRegistry } from '../languages/language-registry';

export const HEARTBEAT_INTERVAL_MS = 10_000;

/** The runner's status as the admin sees it. */
export function runnerStatus(name: string, languages: LanguageRegistry, slots: number, busy: number, version: string): JudgeRunnerStatus {
  return {
    name,
    languages: languages.available().map((s) => ({ key: s.definition.key, version: s.version ?? '' })),
    unavailable: languages.all().filter((s) => !s.available).map((s) => ({ key: s.definition.key, reason: s.reason ?? 'unavailable' })),
    slots,
    busy,
    load: loadavg().map((l) => Math.round(l * 100) / 100),
    version,
  };
}

/** Sends a heartbeat to the site (POST /api/judge/heartbeat, signed with JUDGE_SECRET). */
export function postHeartbeat(siteUrl: string, secret: string, status: JudgeRunnerStatus): Promise<void> {
  const url = new URL('/api/judge/heartbeat', siteUrl);
  const body = JSON.stringify(status);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        timeout: 10_000,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Judge-Name': status.name, 'X-Judge-Token': signJudgeToken(secret, `heartbeat:${status.name}`, Date.now() + 60_000) },
      },
      (res) => {
        res.resume();
        if (res.statusCode === 204) resolve();
        else reject(new Error(`the site answered ${res.statusCode} to the heartbeat`));
      },
    );
    req.on('timeout', () => req.destroy(new Error('the heartbeat timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Beats every HEARTBEAT_INTERVAL_MS until stopped; a failed beat is logged and the next one tries again. */
export function startHeartbeat(beat: () => Promise<void>, onError: (error: Error) => void): () => void {
  const tick = () => beat().catch(onError);
  void tick();
  const timer = setInterval(tick, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
