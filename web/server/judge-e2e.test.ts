import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AmqpJudgeQueue } from '@oj/adapters';
import { JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, judgeStatusTable, type Problem } from '@oj/core';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { createUser, login, type Client } from './testing/accounts.js';
import { json } from './testing/http.js';
import { RunnerProcess } from './testing/runner-process.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// End to end as deployed: the site on RabbitMQ, a separate runner process (`npm run judge-runner`), and
// submissions through the API in C, C++, Java and Python 3 reaching AC, WA, CE, RE, TLE and MLE on the
// seeded A+B problem. The programs are the judge test suite's (judge-runner/testsuite/languages).

const PROGRAMS = join(__dirname, '..', '..', 'judge-runner', 'testsuite', 'languages');
const SECRET = 'judge-e2e-test-secret';
/** A first start self-tests every language (RunnerProcess waits up to 5 minutes). */
const READY_TIMEOUT_MS = 300_000;

const LANGUAGES: Array<[language: string, folder: string, extension: string]> = [
  ['C', 'c', 'c'],
  ['C++ 17 With O2', 'cpp', 'cpp'],
  ['Java', 'java', 'java'],
  ['Python3', 'py', 'py'],
];
const VERDICTS: Array<[file: string, status: number]> = [
  ['ac', JudgeStatus.ACCEPTED],
  ['wa', JudgeStatus.WRONG_ANSWER],
  ['ce', JudgeStatus.COMPILE_ERROR],
  ['re', JudgeStatus.RUNTIME_ERROR],
  ['tle', JudgeStatus.TIME_LIMIT_EXCEEDED],
  ['mle', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
];

jest.setTimeout(READY_TIMEOUT_MS + 300_000);

describe('judging end to end through RabbitMQ and a separate runner process', () => {
  let t: TestSite;
  let runner: RunnerProcess;
  let queue: AmqpJudgeQueue;
  const namespace = `oj-test-${randomBytes(6).toString('hex')}.`;

  beforeAll(async () => {
    t = await startTestSite({ JUDGE_SECRET: SECRET, AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: namespace, SEED_PROBLEMS: 'true' });
    queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace });
    runner = new RunnerProcess('e2e-runner', {
      AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: namespace, SITE_URL: t.url, JUDGE_SECRET: SECRET, JUDGE_NAME: 'e2e-runner', JUDGE_SLOTS: '2',
      // kept between runs: the languages' self-test results are cached by toolchain version
      JUDGE_WORK_DIR: join(tmpdir(), 'oj-remote-runner-test'), DATA_DIR: join(tmpdir(), 'oj-remote-runner-test'),
    });
    await runner.start();
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0, waitingSubmissionLimit: 0 });
  }, READY_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    await runner?.stop();
    await t?.close();
    await queue?.destroy();
    await queue?.close();
  });

  it('gives each program its verdict', async () => {
    const problem = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
    // stop at the first failed case: a Java TLE over all ten cases would only spend the suite's time; 3 s, so
    // the memory hogs reach the memory limit first even where first-touch page faults are slow (a PVM guest:
    // ≈13 µs each, 256 MB ≈ 1 s of CPU; judge-runner/testsuite/aplusb-memory)
    await t.site.infrastructure.database.orm.em.fork().getConnection().execute("update problem set judge_case_mode = 'ergodic_without_error', time_limit = 3000 where id = ?", [problem.id]);
    // the captcha is asked after 20 submissions in 5 minutes per user: one user per language
    const clients: Client[] = [];
    for (const [i, [, folder]] of LANGUAGES.entries()) {
      await createUser(t, `e2e-${folder}`, 'secret1');
      clients.push(await login(t, `e2e-${folder}`, 'secret1', `10.1.0.${i + 1}`));
    }
    const sent: Array<{ submitId: number; want: number; what: string }> = [];
    for (const [i, [language, folder, extension]] of LANGUAGES.entries()) {
      for (const [file, want] of VERDICTS) {
        const code = readFileSync(join(PROGRAMS, folder, `${file}.${extension}`), 'utf8');
        const res = await fetch(`${t.url}/api/submit-problem-judge?l=en-US`, {
          method: 'POST', headers: { 'content-type': 'application/json', authorization: clients[i].token },
          body: JSON.stringify({ pid: problem.id, language, code }),
        });
        const body = await json(res);
        if (res.status !== 200) throw new Error(`${language} ${file}: ${res.status} ${body.msg}`);
        sent.push({ submitId: body.data.submitId, want, what: `${language} ${file}` });
      }
    }
    const deadline = Date.now() + 240_000;
    let finals: Record<string, { status: number }> = {};
    for (;;) {
      const res = await fetch(`${t.url}/api/check-submissions-status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ submitIds: sent.map((s) => s.submitId) }) });
      finals = (await json(res)).data;
      if (sent.every((s) => !judgeStatusTable.isInProgress(finals[s.submitId].status))) break;
      if (Date.now() > deadline) throw new Error(`not judged in time:\n${runner.recentOutput}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const got = sent.map((s) => `${s.what}: ${judgeStatusTable.of(finals[s.submitId].status).name}`);
    // a wrong verdict shows the judge's message (a compile error's text) beside it, to tell a host's trouble from a bug
    for (const [i, s] of sent.entries()) {
      if (finals[s.submitId].status === s.want) continue;
      const owner = clients[Math.floor(i / VERDICTS.length)];
      const detail = await json(await fetch(`${t.url}/api/get-submission-detail?submitId=${s.submitId}`, { headers: { authorization: owner.token } }));
      got[i] += ` (${String(detail.data?.submission?.errorMessage ?? '').slice(0, 600)})`;
    }
    expect(got).toEqual(sent.map((s) => `${s.what}: ${judgeStatusTable.of(s.want).name}`));
    // the runner's name is recorded, and the problem counted every verdict once
    const after = (await t.site.container.get(PROBLEM_REPOSITORY).find(problem.id)) as Problem;
    expect({ total: after.total, ac: after.ac, wa: after.wa, ce: after.ce, re: after.re, tle: after.tle, mle: after.mle }).toEqual({ total: 24, ac: 4, wa: 4, ce: 4, re: 4, tle: 4, mle: 4 });
  });
});
