import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Judge statuses (01 §3) the list marks: solved, partly solved; any other judged status is a try. */
const ACCEPTED = 0;
const PARTIAL_ACCEPTED = 8;
const NOT_SUBMITTED = -10;

/** The signed-in user's mark on a problem row: ✓ solved, ◐ partly, ✗ tried; nothing when untouched. */
export function MyStatus({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation();
  if (status === null || status === undefined || status === NOT_SUBMITTED) return null;
  const [glyph, colour, label] =
    status === ACCEPTED ? ['✓', 'green', t('problem.status.solved')] : status === PARTIAL_ACCEPTED ? ['◐', 'orange', t('problem.status.partial')] : ['✗', 'red', t('problem.status.tried')];
  return (
    <Text component="span" c={colour} fw={700} aria-label={label} title={label} data-testid="my-status">
      {glyph}
    </Text>
  );
}
