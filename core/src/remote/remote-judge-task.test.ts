import { parseRemoteJudgeTask, REMOTE_JUDGE_PROTOCOL_VERSION } from './remote-judge-task';
import { remoteProblemIdOf } from './remote-task-factory';

describe('the remote judge task', () => {
  const task = { v: REMOTE_JUDGE_PROTOCOL_VERSION, taskId: 't', submissionId: '1', attempt: 2, judge: 'CF', problemId: '1000A', language: '54', code: 'x', enqueuedAt: 1 };

  it('is read strictly: another version or a missing field is refused', () => {
    expect(parseRemoteJudgeTask(task)).toEqual(task);
    expect(() => parseRemoteJudgeTask({ ...task, v: 2 })).toThrow('judge protocol version 2 is not supported');
    expect(() => parseRemoteJudgeTask({ ...task, judge: undefined })).toThrow("remote judge task field 'judge' must be a string");
    expect(() => parseRemoteJudgeTask({ ...task, attempt: '2' })).toThrow("remote judge task field 'attempt' must be a number");
    expect(() => parseRemoteJudgeTask(null)).toThrow('must be an object');
  });

  it("names the remote judge's own problem id: the display id without its judge's prefix", () => {
    expect(remoteProblemIdOf({ problemId: 'CF-1000A', remoteOj: 'CF' })).toBe('1000A');
    expect(remoteProblemIdOf({ problemId: 'ac-abc110_a', remoteOj: 'AC' })).toBe('abc110_a');
    expect(remoteProblemIdOf({ problemId: 'renamed', remoteOj: 'HDU' })).toBe('renamed');
  });
});
