import { bareTitle, checkCommentContent, checkDiscussion, checkReport, prefixedTitle, reportText, trainingIdOf } from './discussion.rules';

const form = { title: 'T', description: 'D', categoryId: 1, content: 'C' };
const keyOf = (f: () => unknown) => {
  try {
    f();
    return undefined;
  } catch (e) {
    return (e as { key: string }).key;
  }
};

describe('discussion rules', () => {
  it("checks the form in 02 §5's order", () => {
    expect(keyOf(() => checkDiscussion({ ...form, title: ' ', description: '' }))).toBe('discussions.required.title');
    expect(keyOf(() => checkDiscussion({ ...form, description: '' }))).toBe('discussions.required.description');
    expect(keyOf(() => checkDiscussion({ ...form, categoryId: null }))).toBe('discussions.required.categoryId');
    expect(keyOf(() => checkDiscussion({ ...form, content: '\n' }))).toBe('discussions.required.content');
    expect(keyOf(() => checkDiscussion({ ...form, title: 'x'.repeat(256) }))).toBe('discussions.tooLong.title');
    expect(keyOf(() => checkDiscussion({ ...form, content: 'x'.repeat(65535) }))).toBeUndefined();
  });

  it('prefixes a problem title once, never a training or a general one', () => {
    expect(prefixedTitle(' A+B ', '1000')).toBe('[1000] A+B');
    expect(prefixedTitle('[1000] A+B', '1000')).toBe('[1000] A+B');
    expect(prefixedTitle('Week 1', 'training_3')).toBe('Week 1');
    expect(prefixedTitle('Hello', null)).toBe('Hello');
    // the editor and the edit's length check see the author's words only
    expect(bareTitle('[1000] A+B', '1000')).toBe('A+B');
    expect(bareTitle('[1000] A+B', '1001')).toBe('[1000] A+B');
    expect(bareTitle('Week 1', 'training_3')).toBe('Week 1');
    expect(trainingIdOf('training_3')).toBe(3);
    expect(trainingIdOf('training_x')).toBeUndefined();
  });

  it('takes comment text not blank and at most 10,000 characters', () => {
    expect(keyOf(() => checkCommentContent('  '))).toBe('discussions.contentEmpty');
    expect(keyOf(() => checkCommentContent('x'.repeat(10001)))).toBe('discussions.contentTooLong');
    expect(checkCommentContent(' hi ')).toBe('hi');
  });

  it('reads a report as labels then a reason', () => {
    expect(checkReport('#垃圾广告 #垃圾广告 #抄袭侵权 copied from a blog')).toEqual({ labels: ['垃圾广告', '抄袭侵权'], reason: 'copied from a blog' });
    expect(reportText(checkReport('#垃圾广告  spam'))).toBe('#垃圾广告 spam');
    expect(checkReport('#notalabel text')).toEqual({ labels: [], reason: '#notalabel text' });
    expect(keyOf(() => checkReport(''))).toBe('discussions.reportEmpty');
    expect(keyOf(() => checkReport(`#垃圾广告 ${'r'.repeat(201)}`))).toBe('discussions.reportTooLong');
  });
});
