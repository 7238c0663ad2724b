import { ValidationError } from '@oj/core';
import { categoryColorOf, trainingDraftOf } from './training.rules';

const keyOf = (work: () => unknown): string | undefined => {
  try {
    work();
  } catch (e) {
    return e instanceof ValidationError ? e.key : 'not a validation error';
  }
  return undefined;
};

describe('the training form rules (03 §5, §9)', () => {
  const form = { title: 'T', description: 'D', auth: 'Public' };
  const category = { id: 3 };

  it('defaults rank 1000, Public, visible, username; a public training keeps no password', () => {
    expect(trainingDraftOf({ title: ' T ', description: 'D', privatePwd: 'x' }, category)).toEqual({
      rank: 1000, title: 'T', description: 'D', auth: 'Public', privatePwd: null, status: true, rankShowName: 'username', categoryId: 3, videoExtraFile: null,
    });
  });

  it('takes rank 0..2147483647 only', () => {
    expect(trainingDraftOf({ ...form, rank: 0 }, category).rank).toBe(0);
    expect(trainingDraftOf({ ...form, rank: '2147483647' }, category).rank).toBe(2147483647);
    for (const rank of [-1, 2147483648, 1.5, 'x', true]) expect(keyOf(() => trainingDraftOf({ ...form, rank }, category))).toBe('training.rankOutOfRange');
  });

  it('requires title, description and category, and a password for a private training', () => {
    expect(keyOf(() => trainingDraftOf({ ...form, title: '  ' }, category))).toBe('training.fieldRequired');
    expect(keyOf(() => trainingDraftOf({ ...form, description: '' }, category))).toBe('training.fieldRequired');
    expect(keyOf(() => trainingDraftOf(form, undefined))).toBe('training.fieldRequired');
    expect(keyOf(() => trainingDraftOf({ ...form, title: 'x'.repeat(256) }, category))).toBe('training.fieldTooLong');
    expect(keyOf(() => trainingDraftOf({ ...form, auth: 'Private' }, category))).toBe('training.privatePasswordRequired');
    expect(trainingDraftOf({ ...form, auth: 'Private', privatePwd: 'pw' }, category).privatePwd).toBe('pw');
    expect(keyOf(() => trainingDraftOf({ ...form, auth: 'Protected' }, category))).toBe('training.authInvalid');
    expect(keyOf(() => trainingDraftOf({ ...form, rankShowName: 'email' }, category))).toBe('training.rankShowNameInvalid');
  });

  it('keeps the reference videos as a JSON map of name → URL', () => {
    expect(trainingDraftOf({ ...form, videoExtraFile: { Intro: 'https://v.example/1' } }, category).videoExtraFile).toBe('{"Intro":"https://v.example/1"}');
    expect(trainingDraftOf({ ...form, videoExtraFile: '{" A ":" http://v.example/a "}' }, category).videoExtraFile).toBe('{"A":"http://v.example/a"}');
    expect(trainingDraftOf({ ...form, videoExtraFile: '{}' }, category).videoExtraFile).toBeNull();
    for (const bad of ['not json', '[1]', { a: 1 }]) expect(keyOf(() => trainingDraftOf({ ...form, videoExtraFile: bad }, category))).toBe('training.videosInvalid');
  });

  it('takes http and https links only, with a title, at most 20 videos', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://v.example/1', 'file:///etc/passwd', 'v.example/1', 'https://', `https://v.example/${'x'.repeat(1000)}`]) {
      expect(keyOf(() => trainingDraftOf({ ...form, videoExtraFile: { Intro: url } }, category))).toBe('training.videoUrlInvalid');
    }
    expect(keyOf(() => trainingDraftOf({ ...form, videoExtraFile: { ' ': 'https://v.example/1' } }, category))).toBe('training.videoTitleInvalid');
    expect(keyOf(() => trainingDraftOf({ ...form, videoExtraFile: { ['t'.repeat(101)]: 'https://v.example/1' } }, category))).toBe('training.videoTitleInvalid');
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`Part ${i}`, `https://v.example/${i}`]));
    expect(keyOf(() => trainingDraftOf({ ...form, videoExtraFile: many }, category))).toBe('training.videosTooMany');
    delete many['Part 20'];
    expect(Object.keys(JSON.parse(trainingDraftOf({ ...form, videoExtraFile: many }, category).videoExtraFile as string))).toHaveLength(20);
  });

  it('takes #rgb and #rrggbb colours, blue by default', () => {
    expect(categoryColorOf(undefined)).toBe('#409EFF');
    expect(categoryColorOf('#abc')).toBe('#abc');
    expect(keyOf(() => categoryColorOf('red'))).toBe('training.colorInvalid');
  });
});
