import { describe, expect, it } from '@jest/globals';
import { createI18n } from '../../i18n/i18n';
import { difficultyHint, difficultyText } from './difficulty';

describe('difficulty labels (01 §3)', () => {
  it('names levels 0-9 and shows other values as unknown [value], in both languages', () => {
    const en = createI18n('en-US').t as (key: string, options?: Record<string, unknown>) => string;
    const zh = createI18n('zh-CN').t as (key: string, options?: Record<string, unknown>) => string;
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => difficultyText(en, d))).toEqual(['Unknown', 'Lang', 'Entry', 'Basic', 'General', 'Enhance', 'Advance', 'Province', 'NOI', 'China']);
    expect(difficultyText(en, 12)).toBe('unknown [12]');
    expect(difficultyText(en, -1)).toBe('unknown [-1]');
    expect(difficultyText(zh, 12)).toBe('未知 [12]');
  });

  it('says what each level means in both languages, keeping the spec\'s names as the labels', () => {
    const en = createI18n('en-US').t as (key: string) => string;
    const zh = createI18n('zh-CN').t as (key: string) => string;
    const hints = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => difficultyHint(en, d));
    expect(new Set(hints).size).toBe(10);
    expect(hints[4]).toContain('CSP-J');
    expect(hints[8]).toContain('national olympiad');
    for (const d of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(difficultyHint(zh, d)).not.toBe(`difficulty.hint.${d}`);
    expect(difficultyHint(zh, 5)).toContain('CSP-S');
    expect(difficultyHint(en, 12)).toBeUndefined();
  });
});
