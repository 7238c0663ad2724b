import { defineRoute, signedInUser } from '../api/api-route';
import { TestJudgeBody, TestJudgeResultQuery } from './submission.dto';
import { TestRunService } from './test-run.service';


/** The test-run calls of api-calls.tsv (01 §4 "Test run"). */
export const testRunRoutes = [
  defineRoute({
    method: 'POST', path: '/api/submit-problem-test-judge', tag: 'submission', access: { auth: 'login', can: ['submit', 'Submission'] }, body: TestJudgeBody,
    summary: "Runs code on the caller's input (at most 1000 characters) at the highest priority; an empty expectedOutput on a sample's input is filled from that sample. 10 a minute per user (429 with the wait). Answers the key to poll. type 'contest' with cid: a contest problem's run, allowed when a submission there would be (the contests plugin decides)",
    handle: (call) => call.get(TestRunService).submit(call.body, signedInUser(call), (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-test-judge-result', tag: 'submission', access: { auth: 'login' }, query: TestJudgeResultQuery,
    summary: "The caller's test run (kept an hour): status, time, memory, stderr, userInput, expectedOutput, userOutput, problemJudgeMode, and sampleIndex when the input was a sample's",
    handle: (call) => call.get(TestRunService).getResult(call.query.testJudgeKey, signedInUser(call)),
  }),
];
