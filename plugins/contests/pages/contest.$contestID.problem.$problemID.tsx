import { Alert, Loader, Stack } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useParams, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { ProblemLoadFailed, problemMeta, ProblemView, registerSubmitConfirmation, requirePlugin, type RouteHandle } from '@oj/web/app/plugin-kit';
import { useEffect, type ComponentProps } from 'react';
import { hasRealTime } from './contest-clock';
import { useText } from './use-text';
import { contestApi, loadContest } from './contest-api';
import { PLUGIN_ID } from './root-data';
import { ContestShell } from './ui/contest-shell';

/** What get-contest-problem-details answers, as the shared problem view takes it. */
type ProblemDetailAnswer = ComponentProps<typeof ProblemView>['answer'];

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  await args.serverLoader();
  const cid = args.params.contestID ?? '';
  const [loaded, detail] = await Promise.all([loadContest(cid), contestApi.problemDetail<ProblemDetailAnswer>(cid, args.params.problemID ?? '')]);
  if (detail.status !== 200 || !detail.data?.problem) return { loaded, answer: undefined, error: detail.msg };
  return { loaded, answer: detail.data, error: undefined };
}
clientLoader.hydrate = true as const;
export const meta = problemMeta;
/** The footer is hidden on problem pages (01 §1). */
export const handle: RouteHandle = { hideFooter: true };

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

/**
 * /contest/:contestID/problem/:problemID (the display id): the problem under the contest's tabs; its
 * submissions, test runs and last accepted code carry the contest's id (the plugin's submission context decides).
 */
export default function ContestProblemDetails() {
  const data = useLoaderData<typeof clientLoader>();
  const { contestID = '' } = useParams();
  const { t } = useText();
  const contest = data.loaded.contest;
  const admin = Boolean(data.loaded.access?.admin);
  // 02 §4: an OI contest without the real-time permission asks before an earlier submission is covered
  useEffect(() => {
    if (!contest || contest.type !== 1) return;
    return registerSubmitConfirmation('contest', (attempt) => {
      if (attempt.cid !== contest.id || hasRealTime(contest, admin, Date.now() + data.loaded.offset)) return true;
      if (attempt.myStatus === undefined || attempt.myStatus === -10) return true;
      return window.confirm(t('contest.oiCover'));
    });
  }, [contest, admin, data.loaded.offset, t]);
  return (
    <ContestShell loaded={data.loaded} tab="problems">
      {(info, access) => {
        if (!data.answer) return <ProblemLoadFailed message={data.error ?? ''} />;
        const path = `/contest/${encodeURIComponent(contestID)}/problem/${encodeURIComponent(data.answer.problem.problemId)}`;
        // 02 §8 'Contest has ended': once it ends (without allowEndSubmit) the page says so above the editor
        const ended = (access?.status ?? info.status) === 1 && !info.allowEndSubmit && !access?.admin;
        return (
          <Stack gap="sm">
            {ended ? <Alert color="gray" data-testid="contest-ended-banner">{t('contest.problem.ended')}</Alert> : null}
            <ProblemView key={data.answer.problem.problemId} answer={data.answer} context={{ cid: Number(contestID), path, submissionPath: `${path}/submission-detail` }} />
          </Stack>
        );
      }}
    </ContestShell>
  );
}
