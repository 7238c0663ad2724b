import { Alert, Loader } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useMemo } from 'react';
import { loadSubmission, SubmissionView, type LiveRowsSource, type LoadedSubmission } from '@oj/web/app/plugin-kit';
import { contestApi, loadContest, type LoadedContest } from './contest-api';
import { pluginLoader } from './plugin-loader';
import { titleOf } from './root-data';
import { ContestShell } from './ui/contest-shell';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const cid = params.contestID ?? '';
  const [loaded, submission] = await Promise.all([loadContest(cid), loadSubmission(params.submitID)]);
  // the contest's display title of the problem (the core's detail names the bank's)
  const row = submission.detail && submission.detail.submission.cid === loaded.contest?.id ? await contestApi.checkStatus(loaded.contest.id, [submission.submitId]) : undefined;
  return { loaded, submission, problemTitle: row?.data?.[submission.submitId]?.title };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => titleOf((data as { loaded?: LoadedContest } | undefined)?.loaded?.contest?.title ?? 'Contest', matches);

/** The contest's own reader of rows still judging: check-contest-submissions-status, sealed as the contest's list. */
function contestRows(cid: number): LiveRowsSource {
  const read = async (submitIds: number[]) => {
    const answer = await contestApi.checkStatus(cid, submitIds);
    if (answer.status !== 200 || !answer.data) throw new Error(answer.msg);
    return answer.data;
  };
  return {
    poll: async (submitIds) => Object.values(await read(submitIds)).map(({ submitId, uid, pid, status, score, time, memory }) => ({ submitId, uid, pid, cid, status, score, time, memory })),
    rows: async (submitIds) =>
      Object.fromEntries(Object.values(await read(submitIds)).map((r) => [r.submitId, { status: r.status, score: r.score, time: r.time, memory: r.memory, judger: r.judger ?? null }])),
  };
}

/**
 * /contest/:contestID/problem/:problemID/submission-detail/:submitID (ContestSubmissionDetails, 02 §2): the
 * core's submission view inside the contest's shell. The row must belong to this contest; the core's
 * get-submission-detail applies the contest's rules (code: contest admins and the owner; results under
 * the seal read as -5 through the plugin's submission context) and the live rows come from
 * check-contest-submissions-status.
 */
export default function ContestSubmissionDetails() {
  const { loaded, submission, problemTitle } = useLoaderData<typeof clientLoader>();
  const cid = loaded.contest?.id ?? 0;
  const source = useMemo(() => contestRows(cid), [cid]);
  return (
    <ContestShell loaded={loaded} tab="submissions">
      {(contest) => <Detail submission={submission} cid={contest.id} source={source} problemTitle={problemTitle} />}
    </ContestShell>
  );
}

function Detail({ submission, cid, source, problemTitle }: { submission: LoadedSubmission; cid: number; source: LiveRowsSource; problemTitle: string | undefined }) {
  const { t } = useText();
  const detail = submission.detail;
  if (!detail) {
    return (
      <Alert color="red" title={t('contest.submission.loadFailed')} data-testid="contest-submission-unavailable">
        {submission.status === 404 && !submission.error ? t('contest.submission.notInContest') : submission.error}
      </Alert>
    );
  }
  if (detail.submission.cid !== cid) {
    return (
      <Alert color="red" data-testid="contest-submission-unavailable">
        {t('contest.submission.notInContest')}
      </Alert>
    );
  }
  const base = `/contest/${cid}`;
  return (
    <SubmissionView
      detail={detail}
      cases={submission.cases}
      problemHref={`${base}/problem/${encodeURIComponent(detail.submission.displayId)}`}
      problemTitle={problemTitle}
      back={{ to: `${base}/submissions`, label: t('contest.submission.back') }}
      source={source}
    />
  );
}
