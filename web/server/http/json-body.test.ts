import { nestsDeeperThan } from './json-body.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('nestsDeeperThan (the depth check before JSON.parse)', () => {
  it('counts lists and objects inside one another', () => {
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 4)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes('[[],[],[],[]]'), 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(bytes(`{"a":"${'['.repeat(100)}","b":"\\"[[[[","c":"é{{{"}`), 1)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":"\\\\",[[1]]}'), 2)).toBe(true);
  });

  it('reads 200,000 levels without recursing', () => {
    expect(nestsDeeperThan(bytes(`${'['.repeat(200_000)}${']'.repeat(200_000)}`), 32)).toBe(true);
  });
});
