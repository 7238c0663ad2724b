import { Badge } from '@mantine/core';
import type { JudgeStatus } from '@oj/core';
import { useTranslation } from 'react-i18next';

type Status = typeof JudgeStatus;
/** Codes the problem page names (01 §3); the page bundle takes only types from @oj/core. */
export const ACCEPTED: Status['ACCEPTED'] = 0;
export const NOT_SUBMITTED: Status['NOT_SUBMITTED'] = -10;
export const SUBMITTING: Status['SUBMITTING'] = 9;

/** The spec's colours of 01 §3 by code (core's judgeStatusTable); names come from the page strings. */
const COLOURS: Record<number, string> = {
  [-10]: '#909399', [-5]: '#909399', [-4]: '#676fc1', [-3]: '#f90', [-2]: '#f90', [-1]: '#ed3f14', 0: '#19be6b', 1: '#ed3f14',
  2: '#ed3f14', 3: '#ed3f14', 4: '#909399', 5: '#f90', 6: '#25bb9b', 7: '#2d8cf0', 8: '#2d8cf0', 9: '#f90', 10: '#909399',
};

/** A judge status as a coloured tag, in the page's language; an unknown code shows as 'unknown [code]' (01 §3). */
export function VerdictBadge({ status, testId = 'verdict' }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  const colour = COLOURS[status];
  const name = colour ? t(`judgeStatus.${status}` as 'judgeStatus.0') : t('judgeStatus.unknown', { code: status });
  return (
    <Badge color={colour ?? '#909399'} variant="filled" radius="sm" tt="none" autoContrast data-testid={testId} data-status={status}>
      {name}
    </Badge>
  );
}
