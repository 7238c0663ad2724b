import { defineRoute, signedInUser } from '@oj/core';
import { ContestAcInfoService } from './ac-info.service';
import { CheckAcInfoBody, CheckPrintQuery, LiveCidQuery, LivePageQuery, PrintIdQuery, ScrollBoardSubmissionQuery, SubmitPrintBody } from './live.dto';
import { ContestPrintService } from './print.service';
import { ScrollBoardService } from './scroll-board.service';

/** The live-contest calls of api-calls.tsv (issue 21 items 1–3): print, AC info, scroll board. The rejudge page uses the admin's rejudge-contest-problem. */
export const liveRoutes = [
  defineRoute({
    method: 'POST', path: '/api/submit-print-text', tag: 'contest', access: { auth: 'login' }, body: SubmitPrintBody, successKey: 'contest.print.sent',
    summary: "Sends text to the contest's printer (who may enter the contest, openPrint on, not after the end but for its admins): content required, at least 50 characters",
    handle: (call) => call.get(ContestPrintService).submit(call.body, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-print', tag: 'contest', access: { auth: 'login' }, query: LivePageQuery,
    summary: "The contest's print jobs for its admins: records (id, username, realname, gmtCreate, status 0 Not Printed / 1 Printed), total; not printed first, newest first; 15 a page",
    handle: (call) => call.get(ContestPrintService).list(call.query, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'PUT', path: '/api/check-contest-print-status', tag: 'contest', access: { auth: 'login' }, query: CheckPrintQuery, successKey: 'contest.live.updated',
    summary: 'Marks a print job (id) of the contest (cid) printed (contest admins)',
    handle: (call) => call.get(ContestPrintService).markPrinted(call.query, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/file/download-contest-print-text', tag: 'file', access: { auth: 'login' }, query: PrintIdQuery,
    summary: "A print job's text as a UTF-8 text file, its sender and time on the first line (the contest's admins)",
    handle: (call) => call.get(ContestPrintService).download(call.query.id, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-ac-info', tag: 'contest', access: { auth: 'login' }, query: LivePageQuery,
    summary: "The balloon list of an ACM contest for its admins: each user's first accepted submission per problem made while it ran (id, submitTime, displayId, firstBlood, username, realname, checked); unchecked first, newest first; 20 a page",
    handle: (call) => call.get(ContestAcInfoService).list(call.query, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'PUT', path: '/api/check-contest-ac-info', tag: 'contest', access: { auth: 'login' }, body: CheckAcInfoBody, successKey: 'contest.live.updated',
    summary: "Sets the checked mark of an accepted submission (id) on the contest's balloon list (contest admins, ACM)",
    handle: (call) => call.get(ContestAcInfoService).check(call.body, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-scroll-board-info', tag: 'contest', access: { auth: 'login' }, query: LiveCidQuery,
    summary: "The scroll board's contest data (contest admins, ACM): times, sealRankTime, problemList, starUserList, rankedTotal and the medal defaults (10/20/30 % of it, rounded down)",
    handle: (call) => call.get(ScrollBoardService).info(call.query.cid, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-scroll-board-submission', tag: 'contest', access: { auth: 'login' }, query: ScrollBoardSubmissionQuery,
    summary: "The counted in-contest submissions in submit order for the reveal (contest admins, ACM): user, names, school, displayId, status, submitTime, time (s from the start), isStar; removeStar leaves the stars out",
    handle: (call) => call.get(ScrollBoardService).submissions(call.query.cid, call.query.removeStar === true, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
];
