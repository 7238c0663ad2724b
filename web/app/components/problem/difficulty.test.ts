import { describe, expect, it } from '@jest/globals';
import { createI18n } from '../../i18n/i18n';
import { difficultyText } from './difficulty';

describe('difficulty labels (01 §3)', () => {
  it('names levels 0-9 and shows other values as unknown [value], in both languages', () => {
    const en = createI18n('en-US').t as (key: string, options?: Record<string, unknown>) => string;
    const zh = createI18n('zh-CN').t as (key: string, options?: Record<string, unknown>) => string;
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => difficultyText(en, d))).toEqual(['Unknown', 'Lang', 'Entry', 'Basic', 'General', 'Enhance', 'Advance', 'Province', 'NOI', 'China']);
    expect(difficultyText(en, 12)).toBe('unknown [12]');
    expect(difficultyText(en, -1)).toBe('unknown [-1]');
    expect(difficultyText(zh, 12)).toBe('未知 [12]');
  });
});
