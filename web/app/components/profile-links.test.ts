import { describe, expect, it } from '@jest/globals';
import { profileLink } from './profile-links';

describe('profileLink', () => {
  it('links http(s) addresses as typed and a bare GitHub name to its profile', () => {
    expect(profileLink('blog', ' https://ada.example/blog ')).toBe('https://ada.example/blog');
    expect(profileLink('github', 'https://github.com/ada')).toBe('https://github.com/ada');
    expect(profileLink('github', 'ada-l')).toBe('https://github.com/ada-l');
  });
  it('links nothing else', () => {
    for (const [kind, value] of [['blog', 'javascript:alert(1)'], ['blog', 'ada.example'], ['github', 'data:text/html,x'], ['github', 'a b'], ['blog', 'https://x.example/"onmouseover="x']] as const) {
      expect(profileLink(kind, value)).toBeUndefined();
    }
  });
});
