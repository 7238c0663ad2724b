import { ACCOUNT_LIMITS } from './account-limits';
import { loginDelaySeconds } from './login-throttle';

describe('loginDelaySeconds', () => {
  it('waits 1 s after the 10th failure of an account, doubling with each failure, never more than 60 s', () => {
    const from10 = Array.from({ length: 9 }, (_, i) => loginDelaySeconds(ACCOUNT_LIMITS.LOGIN_ACCOUNT_FAILURES + i));
    expect(from10).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(loginDelaySeconds(10_000)).toBe(ACCOUNT_LIMITS.LOGIN_DELAY_MAX_SECONDS);
  });
});
