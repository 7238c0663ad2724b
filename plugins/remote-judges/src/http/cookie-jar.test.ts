import { CookieJar } from './cookie-jar';

describe('CookieJar', () => {
  it('keeps the cookies of every answer, replaces them by name, and drops the expired ones', () => {
    const jar = new CookieJar();
    expect(jar.header()).toBeUndefined();
    jar.store(['JSESSIONID=abc; Path=/; HttpOnly', 'lang=en; Max-Age=3600']);
    expect(jar.header()).toBe('JSESSIONID=abc; lang=en');
    jar.store(['JSESSIONID=def; Path=/', 'lang=; Max-Age=0']);
    expect(jar.header()).toBe('JSESSIONID=def');
    jar.store(['old=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'broken']);
    expect(jar.get('old')).toBeUndefined();
    jar.set('RCPC', 'x');
    expect(jar.header()).toBe('JSESSIONID=def; RCPC=x');
  });
});
