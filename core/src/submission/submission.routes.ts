import { defineRoute, signedInUser } from '../api/api-route';
import { isAdminRole } from '../account/roles';
import { JudgeStatus } from '../judge/judge-status';
import { Forbidden, ValidationError } from '../shared/errors';
import { AdminJudgeService } from './admin-judge.service';
import { CheckStatusBody, LastAcCodeQuery, ManualJudgeQuery, ShareBody, SubmissionListQuery, SubmitBody, SubmitIdQuery } from './submission.dto';
import { rowView, SubmissionQueryService } from './submission-query.service';
import { SubmitService } from './submit.service';


/** The submission calls of api-calls.tsv (01 §7 "Submissions"), and the super admin's judge actions. */
export const submissionRoutes = [
  defineRoute({
    method: 'POST', path: '/api/submit-problem-judge', tag: 'submission', access: { auth: 'login', can: ['submit', 'Submission'] }, body: SubmitBody,
    successKey: 'submission.submitSuccess',
    summary: "Submits code (01 §5 rules; defaultSubmitInterval between non-contest submissions, 429 with the wait; a captcha after 20 submissions in 5 minutes); cid/tid/gid go to the plugins' submission contexts. Answers the stored row (status Pending)",
    handle: async (call) => {
      const submission = await call.get(SubmitService).submit(call.body, signedInUser(call), call.request.ip, (id) => call.get(id));
      return rowView(submission);
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/get-submission-list', tag: 'submission', access: { auth: 'anon' }, query: SubmissionListQuery,
    summary: "Submissions outside contests and groups, newest first, 15 a page: onlyMine (login), status, username, problemID (contained, or exact with completeProblemID); never the code. With gid, that group's submissions, for its members and super admins",
    handle: (call) => call.get(SubmissionQueryService).list(call.query, call.request.user, (id) => call.get(id)),
  }),
  defineRoute({
    method: 'POST', path: '/api/check-submissions-status', tag: 'submission', access: { auth: 'anon' }, body: CheckStatusBody,
    summary: 'The current rows of up to 300 submissions, by submitId (the pages poll in-progress rows with it)',
    handle: (call) => call.get(SubmissionQueryService).statuses(call.body.submitIds, call.request.user, (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-submission-detail', tag: 'submission', access: { auth: 'login' }, query: SubmitIdQuery,
    summary: "A submission with its code and compile message when the viewer may see them (01 §6), and whether the problem allows sharing (codeShare)",
    handle: (call) => call.get(SubmissionQueryService).detail(call.query.submitId, signedInUser(call), (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-all-case-result', tag: 'submission', access: { auth: 'login' }, query: SubmitIdQuery,
    summary: "A submission's cases (null when the problem does not open case results); subtask problems also get the per-group view",
    handle: (call) => call.get(SubmissionQueryService).caseResult(call.query.submitId, signedInUser(call), (id) => call.get(id)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/submission', tag: 'submission', access: { auth: 'login' }, body: ShareBody,
    summary: 'Shares or unshares the caller\'s own submission; of the row the tsv sends only submitId and share are read',
    handle: (call) => call.get(SubmissionQueryService).share(call.body.submitId, call.body.share, signedInUser(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-last-ac-code', tag: 'submission', access: { auth: 'login' }, query: LastAcCodeQuery,
    summary: "The code and language of the caller's latest Accepted submission of the problem (outside contests, or in cid)",
    handle: (call) => call.get(SubmissionQueryService).lastAcceptedCode(call.query.pid, call.query.cid, signedInUser(call), (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/resubmit', tag: 'submission', access: { auth: 'login' }, query: SubmitIdQuery, changesState: true,
    successKey: 'submission.resubmitSuccess',
    summary: 'Judges a Submitted Failed (10) submission again (its owner or an admin)',
    handle: async (call) => {
      const user = signedInUser(call);
      const submission = await call.get(SubmissionQueryService).find(call.query.submitId);
      if (submission.uid !== user.uid && !isAdminRole(user.roles)) throw new Forbidden('submission.notOwner');
      if (submission.status !== JudgeStatus.SUBMITTED_FAILED) throw new ValidationError('submission.notSubmittedFailed');
      return rowView(await call.get(AdminJudgeService).rejudge(submission.submitId));
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/judge/rejudge', tag: 'admin', access: { auth: 'login', can: ['manage', 'all'] }, query: SubmitIdQuery, changesState: true,
    successKey: 'submission.rejudgeSuccess',
    summary: 'Super admin: judges a submission again at rejudge priority (score and the manual flag reset)',
    handle: async (call) => rowView(await call.get(AdminJudgeService).rejudge(call.query.submitId)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/judge/manual-judge', tag: 'admin', access: { auth: 'login', can: ['manage', 'all'] }, query: ManualJudgeQuery, changesState: true,
    successKey: 'account.updated',
    summary: 'Super admin: sets a status (not Submitting, Unknown Result, Not Submitted, Cancelled, Compile Error, Pending, Compiling, Judging) and score by hand; Pending, Compiling, Judging and Compile Error rows cannot be changed',
    handle: async (call) => rowView(await call.get(AdminJudgeService).manualJudge(call.query.submitId, call.query.status, call.query.score)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/judge/cancel-judge', tag: 'admin', access: { auth: 'login', can: ['manage', 'all'] }, query: SubmitIdQuery, changesState: true,
    successKey: 'submission.cancelSuccess',
    summary: 'Super admin: cancels the judgement (Cancelled, marked manual; a runner still judging it is ignored)',
    handle: async (call) => rowView(await call.get(AdminJudgeService).cancel(call.query.submitId)),
  }),
];
