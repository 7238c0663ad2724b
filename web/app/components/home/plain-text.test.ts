import { describe, expect, it } from '@jest/globals';
import { plainTextOf } from './plain-text';

describe("an announcement's plain-text start", () => {
  it('drops the markdown marks and keeps the words', () => {
    expect(plainTextOf('# Heading\n\nEvery **submission** counts.')).toBe('Heading Every submission counts.');
    expect(plainTextOf('> quoted _text_ with `code` and [a link](https://x.org) and ![img](/a.png)')).toBe('quoted text with code and a link and img');
    expect(plainTextOf('- one\n- two\n1. three\n\n$a+b$ ~~old~~')).toBe('one two three a+b old');
    expect(plainTextOf('a * b * c, snake_case_name')).toBe('a * b * c, snake_case_name');
  });
});
