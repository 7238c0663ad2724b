import { isCurrentAttempt, JUDGE_PROTOCOL_VERSION, MalformedJudgeMessage, parseJudgeEvent, parseJudgeTask, UnsupportedProtocolVersion } from './judge-task';
import { judgeStatusTable, JudgeStatus } from './judge-status';

const task = { v: JUDGE_PROTOCOL_VERSION, taskId: 't', kind: 'submission', submissionId: 's', attempt: 2, language: 'C', code: '', enqueuedAt: 1 };

describe('judge protocol', () => {
  it('reads a valid task', () => {
    expect(parseJudgeTask(task)).toEqual(task);
  });

  it('refuses unknown versions instead of guessing', () => {
    expect(() => parseJudgeTask({ ...task, v: 2 })).toThrow(UnsupportedProtocolVersion);
    expect(() => parseJudgeTask({ ...task, v: undefined })).toThrow('judge protocol version undefined is not supported (this build speaks v1)');
  });

  it('refuses missing fields and unknown kinds', () => {
    expect(() => parseJudgeTask({ ...task, submissionId: 5 })).toThrow("judge message field 'submissionId' must be a string");
    expect(() => parseJudgeTask({ ...task, kind: 'mystery' })).toThrow(MalformedJudgeMessage);
    expect(() => parseJudgeTask('nope')).toThrow(MalformedJudgeMessage);
    expect(() => parseJudgeEvent({ v: 1, taskId: 't', submissionId: 's', attempt: 1, judger: 'j', type: 'exploded' })).toThrow("unknown judge event type 'exploded'");
  });

  it("reads the queue's 'abandoned' event", () => {
    const abandoned = { v: 1, type: 'abandoned', taskId: 't', submissionId: 's', attempt: 2, kind: 'submission', judger: 'queue', reason: 'gave up after 5 deliveries' };
    expect(parseJudgeEvent(abandoned)).toEqual(abandoned);
  });

  it('applies a result only to the current attempt', () => {
    expect(isCurrentAttempt({ attempt: 2 }, 2)).toBe(true);
    expect(isCurrentAttempt({ attempt: 1 }, 2)).toBe(false);
  });
});

describe('judge status table', () => {
  it('holds the 17 statuses of the spec with name, short form, colour and type', () => {
    const all = judgeStatusTable.all();
    expect(all.map((s) => s.code)).toEqual([-10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(judgeStatusTable.of(JudgeStatus.ACCEPTED)).toEqual({ code: 0, name: 'Accepted', short: 'AC', color: '#19be6b', type: 'success' });
    expect(judgeStatusTable.of(-5).short).toBe('SNR');
    expect(judgeStatusTable.of(8)).toMatchObject({ name: 'Partial Accepted', short: 'PAC' });
    for (const s of all) expect(s.color).toMatch(/^#[0-9a-f]{3,6}$/);
  });

  it("shows an unknown value as 'unknown [value]'", () => {
    expect(judgeStatusTable.of(15).name).toBe('unknown [15]');
    expect(judgeStatusTable.of('x').short).toBe('unknown [x]');
    expect(judgeStatusTable.isKnown(15)).toBe(false);
  });

  it('knows which statuses are still in progress', () => {
    expect([9, 5, 6, 7].every((c) => judgeStatusTable.isInProgress(c))).toBe(true);
    expect(judgeStatusTable.isInProgress(0)).toBe(false);
  });
});
