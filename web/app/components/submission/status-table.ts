import type { JudgeStatusCode, JudgeStatusInfo } from '@oj/core';

/** What a page needs of core's judge status table (01 §3): code, name, short form and colour. */
export type StatusInfo = Pick<JudgeStatusInfo, 'code' | 'name' | 'short' | 'color'>;

/**
 * core's `judgeStatusTable` (01 §3) for the page bundle, which takes only types from @oj/core:
 * status-table.test.ts keeps it equal to core's, row for row. The one table every status tag and
 * verdict badge of the site reads; the names shown come from the page strings (`judgeStatus.<code>`).
 */
export const STATUS_TABLE: readonly (StatusInfo & { code: JudgeStatusCode })[] = [
  { code: -10, name: 'Not Submitted', short: 'NS', color: '#909399' },
  { code: -5, name: 'Submitted Unknown Result', short: 'SNR', color: '#909399' },
  { code: -4, name: 'Cancelled', short: 'CA', color: '#676fc1' },
  { code: -3, name: 'Presentation Error', short: 'PE', color: '#f90' },
  { code: -2, name: 'Compile Error', short: 'CE', color: '#f90' },
  { code: -1, name: 'Wrong Answer', short: 'WA', color: '#ed3f14' },
  { code: 0, name: 'Accepted', short: 'AC', color: '#19be6b' },
  { code: 1, name: 'Time Limit Exceeded', short: 'TLE', color: '#ed3f14' },
  { code: 2, name: 'Memory Limit Exceeded', short: 'MLE', color: '#ed3f14' },
  { code: 3, name: 'Runtime Error', short: 'RE', color: '#ed3f14' },
  { code: 4, name: 'System Error', short: 'SE', color: '#909399' },
  { code: 5, name: 'Pending', short: '-', color: '#f90' },
  { code: 6, name: 'Compiling', short: 'CP', color: '#25bb9b' },
  { code: 7, name: 'Judging', short: '-', color: '#2d8cf0' },
  { code: 8, name: 'Partial Accepted', short: 'PAC', color: '#2d8cf0' },
  { code: 9, name: 'Submitting', short: '-', color: '#f90' },
  { code: 10, name: 'Submitted Failed', short: 'SF', color: '#909399' },
];
