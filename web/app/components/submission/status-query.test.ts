import { describe, expect, it } from '@jest/globals';
import { JudgeStatus, MANUAL_STATUSES as CORE_MANUAL, SUBMISSION_PAGE_SIZE } from '@oj/core';
import { changedStatusParams, STATUS_PAGE_SIZE, statusQueryOf } from './status-query';
import { MANUAL_STATUSES, SUBMITTED_FAILED } from './submission-api';

describe('the /status query', () => {
  it('reads every parameter of 01 §2, with 15 a page by default', () => {
    expect(statusQueryOf(new URL('http://x/status?status=-1&username=%20bob%20&problemID=1000&completeProblemID=true&currentPage=3&limit=30'))).toEqual({
      onlyMine: false, status: '-1', username: 'bob', problemID: '1000', completeProblemID: true, currentPage: 3, limit: 30,
    });
    expect(statusQueryOf(new URL('http://x/status?limit=7&status=x')).limit).toBe(15);
    expect(statusQueryOf(new URL('http://x/status?status=x')).status).toBe('');
  });

  it('clears the username filter with onlyMine', () => {
    expect(statusQueryOf(new URL('http://x/status?onlyMine=true&username=bob'))).toMatchObject({ onlyMine: true, username: '' });
    expect(changedStatusParams(new URLSearchParams('username=bob&currentPage=4'), { onlyMine: 'true' }).toString()).toBe('currentPage=1&onlyMine=true');
    expect(changedStatusParams(new URLSearchParams('status=0&onlyMine=true'), { onlyMine: '' }).toString()).toBe('status=0&currentPage=1');
  });

  it("keeps the page's constants equal to core's", () => {
    expect(STATUS_PAGE_SIZE).toBe(SUBMISSION_PAGE_SIZE);
    expect([...MANUAL_STATUSES].sort()).toEqual([...CORE_MANUAL].sort());
    expect(SUBMITTED_FAILED).toBe(JudgeStatus.SUBMITTED_FAILED);
  });
});
