import { Badge } from '@mantine/core';
import type { JudgeStatus } from '@oj/core';
import { statusOf, useStatusName, useStatusTable } from '../submission/status-tag';

type Status = typeof JudgeStatus;
/** Codes the problem page names (01 §3); the page bundle takes only types from @oj/core. */
export const ACCEPTED: Status['ACCEPTED'] = 0;
export const NOT_SUBMITTED: Status['NOT_SUBMITTED'] = -10;
export const SUBMITTING: Status['SUBMITTING'] = 9;

/**
 * A judge status as a filled tag, in the page's language (the problem page's submit status, My
 * Submission, the test run), coloured from the site's one status table; an unknown code shows as
 * 'unknown [code]' (01 §3).
 */
export function VerdictBadge({ status, testId = 'verdict' }: { status: number; testId?: string }) {
  const { color } = statusOf(useStatusTable(), status);
  const name = useStatusName()(status);
  return (
    <Badge color={color} variant="filled" radius="sm" tt="none" autoContrast data-testid={testId} data-status={status}>
      {name}
    </Badge>
  );
}
