import { Alert, Loader } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { loadSubmission, SubmissionView } from '@oj/web/app/plugin-kit';
import { loadGroup } from './problem-api';
import { groupsPluginLoader, problemTitleOf, useProblemText } from './problem-text';
import { ProblemGroupFrame } from './ui/problem-group-frame';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = groupsPluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const loaded = await loadGroup(params.groupID ?? '');
  return { loaded, submission: loaded.group?.role ? await loadSubmission(params.submitID) : undefined };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ params, matches }) => problemTitleOf(`Submission ${params.submitID ?? ''}`, matches);

/**
 * /group/:groupID/submission-detail/:submitID (GroupSubmissionDetails, 03 §2): the core's submission view under
 * the group's tabs. The row must be the group's; the core's get-submission-detail applies the group's rules.
 */
export default function GroupSubmissionDetails() {
  const { loaded, submission } = useLoaderData<typeof clientLoader>();
  const { t } = useProblemText();
  return (
    <ProblemGroupFrame loaded={loaded} tab="submission">
      {(group) => {
        const detail = submission?.detail;
        if (!submission || !detail) {
          return <Alert color="red" title={t('groupProblem.submissionLoadFailed')} data-testid="group-submission-unavailable">{submission?.error}</Alert>;
        }
        if (detail.submission.gid !== group.id) return <Alert color="red" data-testid="group-submission-unavailable">{t('groupProblem.notInGroup')}</Alert>;
        const base = `/group/${group.id}`;
        return (
          <SubmissionView
            detail={detail}
            cases={submission.cases}
            problemHref={`${base}/problem/${encodeURIComponent(detail.submission.displayId)}`}
            back={{ to: `${base}/status`, label: t('groupProblem.backToSubmissions') }}
          />
        );
      }}
    </ProblemGroupFrame>
  );
}
