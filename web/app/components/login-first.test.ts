import { describe, expect, it } from '@jest/globals';
import { createI18n } from '../i18n/i18n';
import { LOGIN_PARAM } from './auth-dialog';
import { LOGIN_FIRST_PATH } from './login-first';
import { noticeKey, noticeText, pluginOffPath, withoutArrivalParams } from './route-notice';

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

  it("drops a 'plugin-off' notice's plugin with it, and only then", () => {
    expect(withoutArrivalParams(new URL(pluginOffPath('trainings'), 'http://oj.test').search)).toBe('');
    expect(withoutArrivalParams('?plugin=trainings')).toBeUndefined();
    expect(withoutArrivalParams('?plugin=trainings&login=1')).toBe('?plugin=trainings');
  });

  it('answers undefined when there is nothing to drop (no move is made)', () => {
    expect(withoutArrivalParams('')).toBeUndefined();
    expect(withoutArrivalParams('?announcementPage=2')).toBeUndefined();
  });
});

// A switched-off plugin's pages send the visitor home with that plugin's own 'No Access' (its offMessageKey).
describe('noticeText', () => {
  const t = (key: string) => `<${key}>`;
  const offMessages = { trainings: 'No Access, there is no open training area' };
  it("says a switched-off plugin's own words, else the notice's message", () => {
    expect(noticeText(new URL(pluginOffPath('trainings'), 'http://oj.test').search, offMessages, t)).toBe('No Access, there is no open training area');
    expect(noticeText('?notice=plugin-off&plugin=unknown', offMessages, t)).toBe('<shell.pluginOff>');
    expect(noticeText('?notice=plugin-off&plugin=constructor', offMessages, t)).toBe('<shell.pluginOff>');
    expect(noticeText('?notice=login-first&plugin=trainings', offMessages, t)).toBe('<auth.loginFirst>');
    expect(noticeText('?plugin=trainings', offMessages, t)).toBeUndefined();
  });
});
