import { Stack, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { AdminLoading, loadAdmin, loadChoices, loadDraft, ProblemForm, requirePlugin, type StoredProblem } from '@oj/web/app/plugin-kit';
import { ADMIN_CONTEST_API, PLUGIN_ID } from './ui/admin-contest/api';
import { useText } from './ui/admin-contest/text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  // the contest's API answers only a problem this admin may change (theirs or of their contest; root any)
  const problem = await loadAdmin<StoredProblem>(`${ADMIN_CONTEST_API.problem}?pid=${encodeURIComponent(params.problemId ?? '')}`);
  const [choices, draft] = await Promise.all([loadChoices(problem.isRemote && problem.remoteOj ? problem.remoteOj : undefined), loadDraft(problem)]);
  return { cid: params.contestId ?? '', choices, draft };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/** /admin/contest/:cid/problem/:pid/edit: a contest's problem through the core's problem form, back to the contest's problems. */
export default function ContestProblemEdit() {
  const { cid, choices, draft } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const navigate = useNavigate();
  return (
    <Stack data-testid="admin-contest-problem-edit">
      <Title order={2}>{t('adminContest.editProblem', { problemId: draft.problemId })}</Title>
      <ProblemForm key={draft.id} initial={draft} choices={choices}
        target={{ url: ADMIN_CONTEST_API.problem, afterSave: () => navigate(`/admin/contest/${encodeURIComponent(cid)}/problems`) }} />
    </Stack>
  );
}
