import type { IncomingMessage, ServerResponse } from 'node:http';
import { FILE_HASH_PATTERN, verifyJudgeToken, type FileStore, type JudgeRunnerRegistry, type JudgeRunnerStatus } from '@oj/core';
import { readJsonBody } from './json-body.js';

export const JUDGE_ENDPOINT_PREFIX = '/api/judge/';
const MAX_HEARTBEAT_BYTES = 64 * 1024;

export interface JudgeEndpointDeps {
  files: FileStore;
  runners: JudgeRunnerRegistry;
  /** JUDGE_SECRET; unset = remote runners are not configured. */
  secret?: string;
}

function answer(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(message);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * What remote judge runners call (docs/judge.md): `GET /api/judge/test-data/<hash>` streams a stored
 * test data file (a manifest or a case), `POST /api/judge/heartbeat` records a runner's status. Each
 * request carries a token the runner signed with JUDGE_SECRET for exactly that file or that runner.
 */
export async function handleJudgeEndpoint(req: IncomingMessage, res: ServerResponse, deps: JudgeEndpointDeps): Promise<void> {
  try {
    await answerJudgeEndpoint(req, res, deps);
  } catch {
    // the store or the cache failed: the runner retries the task later; never an unhandled rejection
    if (!res.headersSent) answer(res, 503, 'the site could not answer just now; try again');
    else res.destroy();
  }
}

async function answerJudgeEndpoint(req: IncomingMessage, res: ServerResponse, deps: JudgeEndpointDeps): Promise<void> {
  const path = (req.url ?? '').split('?')[0].slice(JUDGE_ENDPOINT_PREFIX.length);
  if (!deps.secret) return answer(res, 503, 'judge runners are not configured on this site: set JUDGE_SECRET (the same on the site and its runners)');
  const token = header(req, 'x-judge-token');
  const now = Date.now();

  if (req.method === 'GET' && path.startsWith('test-data/')) {
    const hash = path.slice('test-data/'.length);
    if (!FILE_HASH_PATTERN.test(hash)) return answer(res, 404, 'not found');
    if (!verifyJudgeToken(deps.secret, `test-data:${hash}`, token, now)) return answer(res, 403, 'invalid or expired judge token');
    const stored = await deps.files.stat(hash);
    if (!stored) return answer(res, 404, 'not found');
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': stored.size, 'Cache-Control': 'no-store' });
    const stream = await deps.files.stream(hash);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return;
  }

  if (req.method === 'POST' && path === 'heartbeat') {
    const name = header(req, 'x-judge-name') ?? '';
    if (!name || name.length > 100) return answer(res, 400, 'X-Judge-Name is required (at most 100 characters)');
    if (!verifyJudgeToken(deps.secret, `heartbeat:${name}`, token, now)) return answer(res, 403, 'invalid or expired judge token');
    let body: Partial<JudgeRunnerStatus> | undefined;
    try {
      body = (await readJsonBody(req, MAX_HEARTBEAT_BYTES)) as Partial<JudgeRunnerStatus> | undefined;
    } catch {
      return answer(res, 400, `a heartbeat is a JSON object of at most ${MAX_HEARTBEAT_BYTES} bytes`);
    }
    const count = (n: unknown, max: number) => (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max ? (n as number) : undefined);
    if (!body || !Array.isArray(body.languages) || count(body.slots, 1024) === undefined || count(body.busy ?? 0, 1024) === undefined) {
      return answer(res, 400, 'a heartbeat needs languages, and slots and busy as whole numbers from 0 to 1024');
    }
    const slots = count(body.slots, 1024) as number;
    const busy = count(body.busy ?? 0, 1024) as number;
    await deps.runners.record({
      name,
      languages: body.languages.slice(0, 100).map((l) => ({ key: String(l?.key), version: String(l?.version) })),
      unavailable: (Array.isArray(body.unavailable) ? body.unavailable : []).slice(0, 100).map((l) => ({ key: String(l?.key), reason: String(l?.reason).slice(0, 300) })),
      slots,
      busy,
      load: (Array.isArray(body.load) ? body.load : []).slice(0, 3).map(Number).filter(Number.isFinite),
      version: String(body.version ?? ''),
    });
    return answer(res, 204, '');
  }
  answer(res, 404, 'not found');
}
