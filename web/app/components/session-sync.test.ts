import { describe, expect, it } from '@jest/globals';
import { announceSession, changeFromOtherPage, SESSION_CHANNEL, signedOutTarget } from './session-sync';

// Cross-tab session sync (01 §4): where a tab goes when another ended the session, and what travels
// between tabs (Node has the browser's BroadcastChannel).
describe('session sync', () => {
  it('sends a tab of the admin area to the admin login and every other tab home', () => {
    for (const path of ['/admin', '/admin/', '/admin/dashboard', '/admin/problem/edit/3', '/admin/login']) expect(signedOutTarget(path)).toBe('/admin/login');
    for (const path of ['/home', '/', '/setting', '/status', '/administrator', '/problem/admin']) expect(signedOutTarget(path)).toBe('/home');
  });

  it('reaches every listener of the channel, and the announcing page ignores its own word', async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (e) => heard.push(e.data);
    try {
      announceSession('signed-out');
      announceSession('signed-in');
      const deadline = Date.now() + 2_000;
      while (heard.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(heard.map((m) => (m as { change: string }).change)).toEqual(['signed-out', 'signed-in']);
      // this module is the page that announced
      expect(heard.map(changeFromOtherPage)).toEqual([undefined, undefined]);
    } finally {
      otherTab.close();
    }
  });

  it("takes another page's sign-in or sign-out and nothing else", () => {
    expect(changeFromOtherPage({ change: 'signed-out', from: 'another-page' })).toBe('signed-out');
    expect(changeFromOtherPage({ change: 'signed-in', from: 'another-page' })).toBe('signed-in');
    for (const junk of [null, 'signed-out', 42, {}, { change: 'deleted', from: 'another-page' }]) expect(changeFromOtherPage(junk)).toBeUndefined();
  });
});
