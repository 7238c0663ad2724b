import { describe, expect, it } from '@jest/globals';
import { confirmSubmit, registerSubmitConfirmation, type SubmitAttempt } from './submit-hooks';

const attempt: SubmitAttempt = { pid: 1, problemId: '1000', language: 'Python3', code: 'print(1)', cid: 5, tid: null, gid: null, myStatus: -1 };

describe('submit confirmations', () => {
  it('asks the context\'s confirmations in order, stops at the first refusal and forgets a disposed one', async () => {
    const asked: string[] = [];
    const first = registerSubmitConfirmation('contest', (a) => { asked.push(`first ${a.cid}`); return true; });
    const second = registerSubmitConfirmation('contest', async () => { asked.push('second'); return false; });
    const third = registerSubmitConfirmation('contest', () => { asked.push('third'); return true; });
    expect(await confirmSubmit('problem', attempt)).toBe(true);
    expect(asked).toEqual([]);
    expect(await confirmSubmit('contest', attempt)).toBe(false);
    expect(asked).toEqual(['first 5', 'second']);
    second();
    expect(await confirmSubmit('contest', attempt)).toBe(true);
    const failing = registerSubmitConfirmation('contest', () => Promise.reject(new Error('closed')));
    expect(await confirmSubmit('contest', attempt)).toBe(false);
    [first, third, failing].forEach((dispose) => dispose());
  });
});
