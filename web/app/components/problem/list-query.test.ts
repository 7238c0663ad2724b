import { describe, expect, it } from '@jest/globals';
import { REMOTE_JUDGE_KEYS } from '@oj/core';
import { changedListParams, listQueryOf, parseTagIds, REMOTE_OJS, toggledTagParam } from './list-query';

describe('the supported remote judges', () => {
  it('are the seven keys of the server, in its order (the pages cannot import the core, so they keep a copy)', () => {
    expect(REMOTE_OJS).toEqual(REMOTE_JUDGE_KEYS);
    expect(REMOTE_OJS).toEqual(['HDU', 'CF', 'POJ', 'GYM', 'AC', 'SPOJ', 'LIBRE']);
  });
});

describe('problem list query (01 §2)', () => {
  it('defaults to oj Mine, every difficulty, page 1 of 30', () => {
    expect(listQueryOf(new URLSearchParams())).toEqual({ keyword: '', difficulty: 'All', oj: 'Mine', tagIds: [], currentPage: 1, limit: 30 });
  });
  it('reads every filter, tagId as a JSON list', () => {
    const q = listQueryOf(new URLSearchParams('keyword=%20sum%20&difficulty=3&oj=All&tagId=[2,5]&currentPage=4&limit=50'));
    expect(q).toEqual({ keyword: 'sum', difficulty: '3', oj: 'All', tagIds: [2, 5], currentPage: 4, limit: 50 });
    expect(listQueryOf(new URLSearchParams('oj=CF')).oj).toBe('CF');
    expect(listQueryOf(new URLSearchParams('oj=nope&limit=7')).oj).toBe('Mine');
    expect(parseTagIds('not json')).toEqual([]);
    expect(parseTagIds('[1,"x",-2,3]')).toEqual([1, 3]);
  });
  it('goes back to page 1 on any change, and an oj other than All clears the tags', () => {
    const params = new URLSearchParams('oj=All&tagId=[1]&currentPage=3');
    expect(Object.fromEntries(changedListParams(params, { keyword: 'x' }))).toEqual({ oj: 'All', tagId: '[1]', currentPage: '1', keyword: 'x' });
    expect(Object.fromEntries(changedListParams(params, { oj: 'Mine' }))).toEqual({ oj: 'Mine', currentPage: '1' });
    expect(Object.fromEntries(changedListParams(params, { oj: 'All' }))).toEqual({ oj: 'All', tagId: '[1]', currentPage: '1' });
  });
  it('toggles a tag in and out', () => {
    expect(toggledTagParam([1], 2)).toBe('[1,2]');
    expect(toggledTagParam([1, 2], 1)).toBe('[2]');
    expect(toggledTagParam([1], 1)).toBe('');
  });
});
