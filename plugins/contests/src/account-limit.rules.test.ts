import { accountLimitAllows, formatAccountLimitRule, isValidAccountLimitRule, parseAccountLimitRule } from './account-limit.rules';

describe('the account limit rule', () => {
  it('parses the tags', () => {
    expect(parseAccountLimitRule('<prefix>team</prefix><start>1</start><end>100</end><suffix>_a</suffix><extra>judge1\njudge2, judge3</extra>')).toEqual({
      prefix: 'team', suffix: '_a', start: 1, end: 100, width: 0, extra: ['judge1', 'judge2', 'judge3'],
    });
    expect(parseAccountLimitRule('<extra>solo</extra>')).toMatchObject({ start: null, end: null, extra: ['solo'] });
    expect(parseAccountLimitRule('<start>001</start><end>100</end>')).toMatchObject({ width: 3 });
    expect(isValidAccountLimitRule('<start>5</start><end>1</end>')).toBe(false);
    expect(isValidAccountLimitRule('<start>a</start><end>1</end>')).toBe(false);
    expect(isValidAccountLimitRule('<start>1</start>')).toBe(false);
    expect(isValidAccountLimitRule('')).toBe(true);
  });

  it('allows the range with prefix and suffix, and the extra accounts, nothing else', () => {
    const rule = '<prefix>team</prefix><start>1</start><end>100</end><suffix>_a</suffix><extra>judge1\njudge2</extra>';
    for (const ok of ['team1_a', 'team50_a', 'team100_a', 'judge1', 'judge2']) expect([ok, accountLimitAllows(rule, ok)]).toEqual([ok, true]);
    for (const no of ['team0_a', 'team101_a', 'team01_a', 'team1', 'Team1_a', 'team_a', 'teamx_a', 'judge3', 'xteam1_a', '']) expect([no, accountLimitAllows(rule, no)]).toEqual([no, false]);
  });

  it('pads numbers when the start is written with leading zeros', () => {
    const rule = '<prefix>t</prefix><start>001</start><end>120</end>';
    expect(accountLimitAllows(rule, 't001')).toBe(true);
    expect(accountLimitAllows(rule, 't120')).toBe(true);
    expect(accountLimitAllows(rule, 't1')).toBe(false);
    expect(accountLimitAllows(rule, 't121')).toBe(false);
  });

  it('allows nobody with an empty or unreadable rule, and round-trips through format', () => {
    expect(accountLimitAllows('', 'anyone')).toBe(false);
    expect(accountLimitAllows(null, 'anyone')).toBe(false);
    expect(accountLimitAllows('<start>9</start><end>1</end><extra>x</extra>', 'x')).toBe(false);
    const rule = parseAccountLimitRule('<prefix>p</prefix><start>2</start><end>4</end><suffix>s</suffix><extra>a\nb</extra>');
    expect(parseAccountLimitRule(formatAccountLimitRule(rule))).toEqual(rule);
  });
});
