import { Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemApi } from './problem-api';

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

/**
 * The signed-in user's mark on one problem (get-user-problem-status; -10 when never submitted), with
 * `reload` for after a verdict. Undefined for guests and until the answer came.
 */
export function useMyStatus(pid: number, signedIn: boolean, cid?: number, gid?: number): { status: number | undefined; reload: () => void } {
  const [status, setStatus] = useState<number>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!signedIn) {
      setStatus(undefined);
      return;
    }
    let live = true;
    void problemApi.myStatus(pid, cid, gid).then((answer) => {
      if (live && answer.status === 200 && answer.data) setStatus(answer.data[pid]?.status ?? NOT_SUBMITTED);
    });
    return () => {
      live = false;
    };
  }, [pid, signedIn, round, cid, gid]);
  return { status, reload: useCallback(() => setRound((r) => r + 1), []) };
}
