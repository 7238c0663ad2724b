import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { IN_PROGRESS_STATUSES as CORE_IN_PROGRESS, type SubmissionChange } from '@oj/core';
import { IN_PROGRESS_STATUSES, MAX_SUBMISSION_POLLS, pollSubmissions, SUBMISSION_POLL_MS } from './use-submission-updates';

// The fallback when the event stream is missing or fails: the spec's polling (01 §4: every 2 s, at most
// 300 polls, stopping when none remain in progress, on leaving the page or on an error).

const JUDGING = 7;
const ACCEPTED = 0;

function row(submitId: number, status: number): SubmissionChange {
  return { submitId, uid: 'u', pid: 1, cid: 0, status, score: null, time: null, memory: null };
}

describe('polling in-progress submissions', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('uses the spec\'s numbers and core\'s in-progress statuses', () => {
    expect([SUBMISSION_POLL_MS, MAX_SUBMISSION_POLLS]).toEqual([2000, 300]);
    expect([...IN_PROGRESS_STATUSES].sort()).toEqual([...CORE_IN_PROGRESS].sort());
  });

  it('asks every 2 s and stops after 300 polls', async () => {
    const poll = jest.fn(async (ids: number[]) => ids.map((id) => row(id, JUDGING)));
    const onChange = jest.fn();
    pollSubmissions({ ids: [1], poll, onChange });
    await jest.advanceTimersByTimeAsync(SUBMISSION_POLL_MS - 1);
    expect(poll).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(SUBMISSION_POLL_MS * 400);
    expect(poll).toHaveBeenCalledTimes(MAX_SUBMISSION_POLLS);
    expect(onChange).toHaveBeenCalledTimes(MAX_SUBMISSION_POLLS);
  });

  it('stops asking for a submission once it has a result, and stops when none is in progress', async () => {
    let statusOf2 = JUDGING;
    const poll = jest.fn(async (ids: number[]) => ids.map((id) => row(id, id === 1 ? ACCEPTED : statusOf2)));
    const onChange = jest.fn();
    pollSubmissions({ ids: [1, 2], poll, onChange });
    await jest.advanceTimersByTimeAsync(SUBMISSION_POLL_MS * 2);
    expect(poll.mock.calls).toEqual([[[1, 2]], [[2]]]);
    statusOf2 = ACCEPTED;
    await jest.advanceTimersByTimeAsync(SUBMISSION_POLL_MS * 10);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(onChange.mock.calls.map(([c]) => [(c as SubmissionChange).submitId, (c as SubmissionChange).status])).toEqual([[1, ACCEPTED], [2, JUDGING], [2, JUDGING], [2, ACCEPTED]]);
  });

  it('stops on the first failed poll', async () => {
    const poll = jest.fn(async () => {
      throw new Error('abnormal link with server');
    });
    pollSubmissions({ ids: [1], poll, onChange: jest.fn() });
    await jest.advanceTimersByTimeAsync(SUBMISSION_POLL_MS * 10);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('stops when the page is left', async () => {
    const poll = jest.fn(async (ids: number[]) => ids.map((id) => row(id, JUDGING)));
    const stop = pollSubmissions({ ids: [1], poll, onChange: jest.fn() });
    await jest.advanceTimersByTimeAsync(SUBMISSION_POLL_MS * 3);
    stop();
    await jest.advanceTimersByTimeAsync(SUBMISSION_POLL_MS * 10);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('does not start with nothing in progress', async () => {
    const poll = jest.fn(async () => []);
    pollSubmissions({ ids: [], poll, onChange: jest.fn() });
    await jest.advanceTimersByTimeAsync(SUBMISSION_POLL_MS * 3);
    expect(poll).not.toHaveBeenCalled();
  });
});
