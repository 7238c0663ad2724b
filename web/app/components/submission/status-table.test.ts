import { describe, expect, it } from '@jest/globals';
import { judgeStatusTable } from '@oj/core';
import { messages } from '../../i18n/messages';
import { STATUS_TABLE } from './status-table';

describe("the pages' status table", () => {
  it("is core's judgeStatusTable, row for row", () => {
    expect(STATUS_TABLE).toEqual(judgeStatusTable.all().map(({ code, name, short, color }) => ({ code, name, short, color })));
  });

  it('names every status in both languages', () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const strings = messages[locale] as Record<string, string>;
      expect(STATUS_TABLE.filter((s) => !strings[`judgeStatus.${s.code}`]).map((s) => s.code)).toEqual([]);
    }
    expect(STATUS_TABLE.map((s) => (messages['en-US'] as Record<string, string>)[`judgeStatus.${s.code}`])).toEqual(STATUS_TABLE.map((s) => s.name));
  });
});
