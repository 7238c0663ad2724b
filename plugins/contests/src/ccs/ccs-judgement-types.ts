/**
 * The judge statuses (core/src/judge/judge-status.ts) as CCS judgement types (2023-06 "Judgement Types"),
 * with the penalty the board gives them (docs/contests.md "Board"): compile errors and the judge's own
 * failures cost nothing; Partial Accepted is a rejected try in ACM and reads as WA.
 */
export interface CcsJudgementType {
  id: string;
  name: string;
  penalty: boolean;
  solved: boolean;
}

export const CCS_JUDGEMENT_TYPES: readonly CcsJudgementType[] = [
  { id: 'AC', name: 'Accepted', penalty: false, solved: true },
  { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false },
  { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false },
  { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false },
  { id: 'RTE', name: 'Runtime Error', penalty: true, solved: false },
  { id: 'PE', name: 'Presentation Error', penalty: true, solved: false },
  { id: 'CE', name: 'Compile Error', penalty: false, solved: false },
  { id: 'JE', name: 'Judging Error', penalty: false, solved: false },
];

const BY_STATUS: ReadonlyMap<number, string> = new Map([
  [0, 'AC'], [-1, 'WA'], [8, 'WA'], [1, 'TLE'], [2, 'MLE'], [3, 'RTE'], [-3, 'PE'], [-2, 'CE'], [4, 'JE'], [-4, 'JE'], [10, 'JE'],
]);

/** Still judging (pending, compiling, judging, submitting): a judgement without a type yet. */
export const isPendingStatus = (status: number): boolean => status === 5 || status === 6 || status === 7 || status === 9;

/** The judgement type of a final status; null while the submission is still judged. */
export function judgementTypeOf(status: number): string | null {
  if (isPendingStatus(status)) return null;
  return BY_STATUS.get(status) ?? 'JE';
}
