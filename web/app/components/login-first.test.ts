import { describe, expect, it } from '@jest/globals';
import { createI18n } from '../i18n/i18n';
import { LOGIN_PARAM } from './auth-dialog';
import { LOGIN_FIRST_PATH } from './login-first';
import { noticeKey, withoutArrivalParams } from './route-notice';

// Where a login-only route sends a guest (01 §8): home, the login dialog open, 'Please login first' shown.
describe('LOGIN_FIRST_PATH', () => {
  it('is home with the login dialog asked for and the login-first notice', () => {
    const url = new URL(LOGIN_FIRST_PATH, 'http://oj.test');
    expect(url.pathname).toBe('/home');
    expect(url.searchParams.get(LOGIN_PARAM)).toBe('1');
    const key = noticeKey(url.search);
    expect(key).toBe('auth.loginFirst');
    expect(createI18n('en-US').t(key as string)).toBe('Please login first');
    expect(createI18n('zh-CN').t(key as string)).toBe('请先登录');
  });
});

// Left in the address, they would be asked for again on a reload and on in-app moves that keep the query.
describe('withoutArrivalParams', () => {
  it('drops the notice and the login parameter and keeps the rest', () => {
    expect(withoutArrivalParams(new URL(LOGIN_FIRST_PATH, 'http://oj.test').search)).toBe('');
    expect(withoutArrivalParams('?announcementPage=2&login=1&l=en-US')).toBe('?announcementPage=2&l=en-US');
    expect(withoutArrivalParams('?notice=plugin-off')).toBe('');
  });

  it('answers undefined when there is nothing to drop (no move is made)', () => {
    expect(withoutArrivalParams('')).toBeUndefined();
    expect(withoutArrivalParams('?announcementPage=2')).toBeUndefined();
  });
});
