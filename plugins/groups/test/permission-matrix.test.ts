import { SITE_SWITCHES_REPOSITORY, SQL_RUNNER, type PluginManifest } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { pluginFromSource } from '../../../web/server/testing/plugin-source';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import { castGroup, ip, type GroupCast } from './group-harness';

// The permission matrix of issue 22 (Checks), HTTP only, on a site with every plugin (groups, trainings,
// contests, discussions): guest, outsider, applicant, refused, member, group admin, group root, site admin
// (1001) and super admin (1000) × every group route and every group-scoped object (problem, training, contest,
// discussion, submission, announcement). No row leaks through any list, detail, search or download; the two
// exceptions of the contract hold (the group's card and Home for any signed-in user; a group problem the site
// admin made public joins the bank). Each object is created through its own plugin's API; an object whose
// creation call is not on this site yet (a branch not merged) has its rows skipped, and the test says which.

jest.setTimeout(300_000);

type Who = 'guest' | 'outsider' | 'applicant' | 'refused' | 'member' | 'groupAdmin' | 'owner' | 'siteAdmin' | 'superAdmin';
const EVERYONE: Who[] = ['guest', 'outsider', 'applicant', 'refused', 'member', 'groupAdmin', 'owner', 'siteAdmin', 'superAdmin'];
/** Role ≠ undefined (the contract's rule): members, group admins, the group root, super admins. */
const INSIDE: Who[] = ['member', 'groupAdmin', 'owner', 'superAdmin'];
const GROUP_ADMINS: Who[] = ['groupAdmin', 'owner', 'superAdmin'];
const OUTSIDE: Who[] = EVERYONE.filter((w) => !INSIDE.includes(w));

type ObjectKind = 'problem' | 'training' | 'contest' | 'discussion' | 'submission' | 'announcement';
/** Every object's title carries its marker: a body that contains it has leaked the row. */
const MARK = (kind: ObjectKind) => `ZqxLeak${kind}`;
const SHORT = 'MTXGRP';
const PROBLEM_ID = `${SHORT}M1`;

/**
 * One probe: a call and who must get the row. `sees` get a 200 whose body holds the marker; those not in `open`
 * (default: `sees`) never get the marker, and with `refused` no 200 either. A probe with `sees: []` and no `open`
 * (the site's public lists) holds the marker for no one.
 */
interface Probe {
  kind: ObjectKind;
  what: string;
  path: (ids: Ids) => string;
  sees: Who[];
  /** Who may have a 200 (and the marker) without it being required: a download's group admins. */
  open?: Who[];
  /** Those not in `open` are refused (not a 200), not only shown nothing. */
  refused?: boolean;
  /** Not an API envelope (a file): read the bytes. */
  raw?: boolean;
}

interface Ids {
  gid: number;
  pid?: number;
  tid?: number;
  cid?: number;
  did?: number;
  submitId?: number;
  aid?: number;
}

const PROBES: Probe[] = [
  // problems (H3): the group's lists and details, the bank's list, search and detail, the test-data download
  { kind: 'problem', what: 'group problem list', path: (i) => `/api/group/get-problem-list?gid=${i.gid}`, sees: INSIDE },
  { kind: 'problem', what: 'group admin problem list', path: (i) => `/api/group/get-admin-problem-list?gid=${i.gid}`, sees: GROUP_ADMINS, refused: true },
  { kind: 'problem', what: 'group problem', path: (i) => `/api/group/problem?pid=${i.pid}`, sees: GROUP_ADMINS, refused: true },
  { kind: 'problem', what: 'problem detail with gid', path: (i) => `/api/get-problem-detail?problemId=${PROBLEM_ID}&gid=${i.gid}`, sees: INSIDE, refused: true },
  { kind: 'problem', what: 'problem detail without gid', path: () => `/api/get-problem-detail?problemId=${PROBLEM_ID}`, sees: [] },
  { kind: 'problem', what: 'bank list and search', path: () => '/api/get-problem-list?keyword=ZqxLeak&limit=100', sees: [] },
  { kind: 'problem', what: 'bank list (all)', path: () => '/api/get-problem-list?limit=100', sees: [] },
  { kind: 'problem', what: 'recently updated problems', path: () => '/api/get-recent-updated-problem', sees: [] },
  { kind: 'problem', what: 'full-screen problem list', path: (i) => `/api/get-full-screen-problem-list?gid=${i.gid}`, sees: INSIDE },
  { kind: 'problem', what: 'test-data download', path: (i) => `/api/file/download-testcase?pid=${i.pid}`, sees: [], open: GROUP_ADMINS, refused: true, raw: true },
  // trainings (H5)
  { kind: 'training', what: 'group training list', path: (i) => `/api/group/get-training-list?gid=${i.gid}`, sees: INSIDE },
  { kind: 'training', what: 'group admin training list', path: (i) => `/api/group/get-admin-training-list?gid=${i.gid}`, sees: GROUP_ADMINS, refused: true },
  { kind: 'training', what: 'group training', path: (i) => `/api/group/training?tid=${i.tid}`, sees: GROUP_ADMINS, refused: true },
  { kind: 'training', what: 'training detail', path: (i) => `/api/get-training-detail?tid=${i.tid}`, sees: INSIDE, refused: true },
  { kind: 'training', what: 'site training list and search', path: () => '/api/get-training-list?keyword=ZqxLeak&limit=100', sees: [] },
  { kind: 'training', what: 'site training list (all)', path: () => '/api/get-training-list?limit=100', sees: [] },
  // contests (H6)
  { kind: 'contest', what: 'group contest list', path: (i) => `/api/group/get-contest-list?gid=${i.gid}`, sees: INSIDE },
  { kind: 'contest', what: 'group admin contest list', path: (i) => `/api/group/get-admin-contest-list?gid=${i.gid}`, sees: GROUP_ADMINS, refused: true },
  { kind: 'contest', what: 'group contest', path: (i) => `/api/group/contest?cid=${i.cid}`, sees: GROUP_ADMINS, refused: true },
  { kind: 'contest', what: 'contest info', path: (i) => `/api/get-contest-info?cid=${i.cid}`, sees: INSIDE, refused: true },
  { kind: 'contest', what: 'contest list and search', path: () => '/api/get-contest-list?keyword=ZqxLeak&limit=100', sees: [] },
  { kind: 'contest', what: 'contest list (all)', path: () => '/api/get-contest-list?limit=100', sees: [] },
  { kind: 'contest', what: 'recent contests', path: () => '/api/get-recent-contest', sees: [] },
  { kind: 'contest', what: 'contest rank download', path: (i) => `/api/file/download-contest-rank?cid=${i.cid}&forceRefresh=false`, sees: [], open: INSIDE, refused: true, raw: true },
  // discussions (H7)
  { kind: 'discussion', what: 'group discussion list', path: (i) => `/api/group/get-discussion-list?gid=${i.gid}`, sees: INSIDE, refused: true },
  { kind: 'discussion', what: 'group admin discussion list', path: (i) => `/api/group/get-admin-discussion-list?gid=${i.gid}`, sees: GROUP_ADMINS, refused: true },
  { kind: 'discussion', what: 'discussion detail', path: (i) => `/api/get-discussion-detail?did=${i.did}`, sees: INSIDE, refused: true },
  { kind: 'discussion', what: 'comments', path: (i) => `/api/comments?did=${i.did}`, sees: INSIDE, refused: true },
  { kind: 'discussion', what: 'discussion list and search', path: () => '/api/get-discussion-list?keyword=ZqxLeak&limit=100', sees: [] },
  { kind: 'discussion', what: 'discussion list (all)', path: () => '/api/get-discussion-list?limit=100', sees: [] },
  { kind: 'discussion', what: 'admin discussion list', path: () => '/api/get-discussion-list?admin=true&limit=100', sees: [] },
  // submissions (H3): the marker is the group problem's display id
  { kind: 'submission', what: 'group submission list', path: (i) => `/api/get-submission-list?gid=${i.gid}`, sees: INSIDE },
  { kind: 'submission', what: 'submission detail', path: (i) => `/api/get-submission-detail?submitId=${i.submitId}`, sees: INSIDE, refused: true },
  { kind: 'submission', what: 'site submission list', path: () => '/api/get-submission-list?limit=100', sees: [] },
  // announcements (H1)
  { kind: 'announcement', what: 'group announcement list', path: (i) => `/api/group/get-announcement-list?gid=${i.gid}`, sees: INSIDE, refused: true },
  { kind: 'announcement', what: 'group admin announcement list', path: (i) => `/api/group/get-admin-announcement-list?gid=${i.gid}`, sees: GROUP_ADMINS, refused: true },
  { kind: 'announcement', what: 'site announcements', path: () => '/api/get-common-announcement?limit=100', sees: [] },
];

describe('the group permission matrix', () => {
  let t: TestSite;
  const c: Partial<Record<Who, Client>> = {};
  const ids: Ids = { gid: 0 };
  /** The objects whose creation call answered: the others' rows cannot run on this site yet. */
  const made = new Set<ObjectKind>();
  const notMade: Record<string, string> = {};
  const as = (who: Who, method: string, path: string, body?: unknown) => call(t, c[who], method, path, body);
  const marker = (kind: ObjectKind) => (kind === 'submission' ? PROBLEM_ID : MARK(kind));

  beforeAll(async () => {
    const plugins: PluginManifest[] = [];
    for (const id of ['trainings', 'contests', 'discussions', 'groups']) {
      const plugin = await pluginFromSource(id);
      if (!plugin) throw new Error(`the ${id} plugin is not installed`);
      plugins.push(plugin);
    }
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1', SEED_PROBLEMS: 'true' }, undefined, plugins);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({
      defaultCreateGroupACInitValue: 0, defaultCreateGroupDailyLimit: 100, defaultCreateGroupLimit: 100,
      defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 100, defaultSubmitInterval: 0,
    });
    const names = ['mowner', 'madmin', 'mmember', 'mapplicant', 'mrefused', 'moutsider'];
    for (const n of names) await createUser(t, n, 'secret1');
    await createUser(t, 'msiteadm', 'secret1', ['admin']);
    await createUser(t, 'msuper', 'secret1', ['root']);
    const [owner, groupAdmin, member, applicant, refused, outsider, siteAdmin, superAdmin] = await Promise.all([...names, 'msiteadm', 'msuper'].map((n) => login(t, n, 'secret1', ip())));
    Object.assign(c, { owner, groupAdmin, member, applicant, refused, outsider, siteAdmin, superAdmin });
    const sql = t.site.container.get(SQL_RUNNER);
    const uidOf = async (username: string) => (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [username]))[0].uid;
    const cast: GroupCast = { t, owner, groupAdmin, member, applicant, refused, outsider, siteAdmin, superAdmin, uidOf };
    ids.gid = await castGroup(cast, 'matrix', { shortName: SHORT, auth: 3, code: 'abc123' });

    const made$ = async (kind: ObjectKind, create: () => Promise<{ code: number; body: { msg?: string } }>, keep: (body: { data: Record<string, unknown> }) => void) => {
      const res = await create();
      if (res.code === 200) {
        keep(res.body as { data: Record<string, unknown> });
        made.add(kind);
      } else notMade[kind] = `${res.code} ${res.body?.msg ?? ''}`;
    };
    await made$('problem', () => as('groupAdmin', 'POST', '/api/group/problem', {
      problem: { gid: ids.gid, problemId: 'M1', title: MARK('problem'), description: 'Add', input: 'a b', output: 'a+b', auth: 1 },
      samples: [{ input: '1 2\n', output: '3\n' }], isUploadTestCase: false, languages: [{ name: 'Python3' }], tags: [], codeTemplates: [],
    }), (b) => (ids.pid = Number(b.data.id)));
    if (ids.pid) {
      await made$('submission', () => as('member', 'POST', '/api/submit-problem-judge', { pid: ids.pid, gid: ids.gid, language: 'Python3', code: 'print(3)' }), (b) => (ids.submitId = Number(b.data.submitId)));
    } else notMade.submission = 'needs the group problem';
    const category = await as('superAdmin', 'POST', '/api/admin/training/category', { name: 'Matrix', color: '#ff0000' });
    await made$('training', () => as('groupAdmin', 'POST', '/api/group/training', {
      training: { gid: ids.gid, title: MARK('training'), description: 'Week one', auth: 'Public' }, trainingCategory: { id: category.body.data?.id },
    }), (b) => (ids.tid = Number(b.data.id)));
    const now = Date.now();
    await made$('contest', () => as('groupAdmin', 'POST', '/api/group/contest', {
      title: MARK('contest'), description: 'Exam', type: 0, auth: 0, gid: ids.gid, startTime: new Date(now - 3_600_000).toISOString(), endTime: new Date(now + 3_600_000 * 4).toISOString(), openRank: true,
    }), (b) => (ids.cid = Number(b.data.id)));
    await made$('discussion', () => as('member', 'POST', '/api/group/discussion', { gid: ids.gid, title: MARK('discussion'), description: 'd', categoryId: 1, content: 'c' }), (b) => (ids.did = Number(b.data.id)));
    if (ids.did) await as('groupAdmin', 'POST', '/api/comment', { did: ids.did, content: `${MARK('discussion')} in a comment` });
    await made$('announcement', () => as('owner', 'POST', '/api/group/announcement', { gid: ids.gid, title: MARK('announcement'), content: 'Homework', status: 0 }), (b) => (ids.aid = Number(b.data?.id)));
  });
  afterAll(() => t?.close());

  it('says which objects could be created on this site (the others are a branch not merged yet)', () => {
    // not an assertion on the merged site's behaviour: it names the rows below that are skipped
    if (Object.keys(notMade).length) console.warn(`permission matrix: not run for ${JSON.stringify(notMade)}`);
    expect(made.has('discussion') && made.has('announcement')).toBe(true);
  });

  for (const probe of PROBES) {
    it(`${probe.kind} · ${probe.what}: only ${probe.sees.length ? probe.sees.join(', ') : 'nobody'} get the row`, async () => {
      if (!made.has(probe.kind)) return;
      const seen: Record<string, string> = {};
      for (const who of EVERYONE) {
        const path = probe.path(ids);
        let code: number;
        let text: string;
        if (probe.raw) {
          const res = await fetch(`${t.url}${path}`, { headers: c[who] ? { authorization: c[who]!.token } : {} });
          code = res.status;
          text = Buffer.from(await res.arrayBuffer()).toString('latin1');
        } else {
          const res = await as(who, 'GET', path);
          code = res.code;
          text = JSON.stringify(res.body);
        }
        const holds = text.includes(marker(probe.kind));
        const open = (probe.open ?? probe.sees).includes(who);
        if (probe.sees.includes(who) && !(code === 200 && holds)) seen[who] = `expected the row, got ${code}`;
        else if (!open && holds) seen[who] = `leaked (${code})`;
        else if (!open && probe.refused && code === 200) seen[who] = 'answered 200';
      }
      expect(seen).toEqual({});
    });
  }

  it("answers the group's own routes (rank, members, applications) only to those the contract lets in", async () => {
    const routes: Array<[string, Who[]]> = [
      [`/api/get-group-rank-list?gid=${ids.gid}&type=0`, INSIDE],
      [`/api/group/get-member-list?gid=${ids.gid}`, INSIDE],
      [`/api/group/get-apply-list?gid=${ids.gid}`, GROUP_ADMINS],
    ];
    const seen: Record<string, number> = {};
    for (const [path, open] of routes) {
      for (const who of EVERYONE) {
        const { code } = await as(who, 'GET', path);
        if ((code === 200) !== open.includes(who)) seen[`${who} ${path.split('?')[0]}`] = code;
      }
    }
    expect(seen).toEqual({});
  });

  it("answers every other read of a group object's parts to its group only (the root gets it, no one outside)", async () => {
    // the bank's per-problem calls answer public problems only (a group problem's tags, languages and templates
    // come with get-problem-detail?gid): nobody outside gets them, and the root is not asked
    const bankOnly = new Set(['/api/get-problem-tags', '/api/get-problem-languages', '/api/get-problem-code-template']);
    const reads: Array<[ObjectKind, (i: Ids) => string]> = [
      ['problem', (i) => `/api/group/get-problem-cases?pid=${i.pid}&isUpload=false`],
      ['problem', (i) => `/api/group/get-all-problem-tags?gid=${i.gid}`],
      ['problem', (i) => `/api/get-problem-tags?pid=${i.pid}`],
      ['problem', (i) => `/api/get-problem-languages?pid=${i.pid}`],
      ['problem', (i) => `/api/get-problem-code-template?pid=${i.pid}`],
      ['training', (i) => `/api/group/get-training-problem-list?tid=${i.tid}`],
      ['training', (i) => `/api/get-training-problem-list?tid=${i.tid}`],
      ['training', (i) => `/api/get-training-rank?tid=${i.tid}`],
      ['contest', (i) => `/api/group/get-contest-problem-list?cid=${i.cid}`],
      ['contest', (i) => `/api/group/get-contest-announcement-list?cid=${i.cid}`],
      ['contest', (i) => `/api/get-contest-problem?cid=${i.cid}`],
      ['contest', (i) => `/api/get-contest-announcement?cid=${i.cid}`],
      ['contest', (i) => `/api/contest-submissions?contestID=${i.cid}&beforeContestSubmit=false`],
    ];
    const seen: Record<string, number> = {};
    for (const [kind, path] of reads) {
      if (!made.has(kind)) continue;
      const url = path(ids);
      const root = await as('owner', 'GET', url);
      if (root.code !== 200 && !bankOnly.has(url.split('?')[0])) seen[`owner ${url}`] = root.code;
      for (const who of OUTSIDE) {
        const res = await as(who, 'GET', url);
        if (res.code === 200) seen[`${who} ${url}`] = res.code;
      }
    }
    expect(seen).toEqual({});
  });

  it('refuses the group-scoped writes to everyone outside the group', async () => {
    const writes: Array<[ObjectKind, string, string, (i: Ids) => unknown]> = [
      ['discussion', 'POST', '/api/group/discussion', (i) => ({ gid: i.gid, title: 'x', description: 'd', categoryId: 1, content: 'c' })],
      ['discussion', 'POST', '/api/comment', (i) => ({ did: i.did, content: 'x' })],
      ['announcement', 'POST', '/api/group/announcement', (i) => ({ gid: i.gid, title: 'x', content: 'x', status: 0 })],
      ['problem', 'POST', '/api/submit-problem-judge', (i) => ({ pid: i.pid, gid: i.gid, language: 'Python3', code: 'print(3)' })],
    ];
    const seen: Record<string, number> = {};
    for (const [kind, method, path, body] of writes) {
      if (!made.has(kind)) continue;
      for (const who of OUTSIDE) {
        const res = await as(who, method, path, body(ids));
        if (res.code === 200) seen[`${who} ${method} ${path}`] = res.code;
      }
    }
    expect(seen).toEqual({});
  });

  it("exception 1: the group's card and Home for any signed-in user, nothing of its content", async () => {
    for (const who of EVERYONE) {
      const list = await as(who, 'GET', `/api/get-group-list?keyword=${SHORT}&limit=120`);
      expect([who, list.code, JSON.stringify(list.body).includes('Group matrix')]).toEqual([who, 200, true]);
      const detail = await as(who, 'GET', `/api/get-group-detail?gid=${ids.gid}`);
      if (who === 'guest') expect(detail.code).toBe(401);
      else {
        expect([who, detail.code]).toEqual([who, 200]);
        // the card (description, side card) but none of the content
        const text = JSON.stringify(detail.body);
        for (const kind of made) expect([who, kind, text.includes(marker(kind))]).toEqual([who, kind, false]);
        // the invitation code is the root's only
        expect([who, text.includes('abc123')]).toEqual([who, who === 'owner' || who === 'superAdmin']);
      }
    }
  });

  it('exception 2: a group problem the site admin made public joins the bank', async () => {
    if (!made.has('problem')) return;
    expect((await as('groupAdmin', 'PUT', `/api/group/apply-public?pid=${ids.pid}&isApplied=true`)).code).toBe(200);
    // applying is not public yet
    expect(JSON.stringify((await as('outsider', 'GET', `/api/get-problem-detail?problemId=${PROBLEM_ID}`)).body)).not.toContain(MARK('problem'));
    expect((await as('siteAdmin', 'PUT', '/api/admin/group-problem/change-progress', { pid: ids.pid, progress: 2 })).code).toBe(200);
    for (const who of EVERYONE) {
      const detail = await as(who, 'GET', `/api/get-problem-detail?problemId=${PROBLEM_ID}`);
      expect([who, detail.code, JSON.stringify(detail.body).includes(MARK('problem'))]).toEqual([who, 200, true]);
      expect([who, JSON.stringify((await as(who, 'GET', '/api/get-problem-list?keyword=ZqxLeak')).body).includes(MARK('problem'))]).toEqual([who, true]);
    }
    // its group's submissions stay the group's
    if (made.has('submission')) expect(JSON.stringify((await as('outsider', 'GET', `/api/get-submission-detail?submitId=${ids.submitId}`)).body)).not.toContain(PROBLEM_ID);
  });

  it("after the disband the group's rows are the super admin's only", async () => {
    expect((await as('owner', 'DELETE', `/api/group?gid=${ids.gid}`)).code).toBe(200);
    const seen: Record<string, string> = {};
    for (const probe of PROBES.filter((p) => made.has(p.kind) && p.sees.length && p.kind !== 'problem')) {
      for (const who of EVERYONE.filter((w) => w !== 'superAdmin')) {
        const res = await as(who, 'GET', probe.path(ids));
        if (JSON.stringify(res.body).includes(marker(probe.kind))) seen[`${who} ${probe.what}`] = `leaked (${res.code})`;
      }
    }
    expect(seen).toEqual({});
  });
});
