import { Stack, Title } from '@mantine/core';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { loadAdmin } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { loadChoices, loadDraft, PROBLEM_API, type StoredProblem } from '../admin/problem/problem-api';
import { ProblemForm } from '../admin/problem/problem-form';

export const clientLoader = async ({ params }: ClientLoaderFunctionArgs) => {
  const problem = await loadAdmin<StoredProblem>(`${PROBLEM_API.problem}?pid=${encodeURIComponent(params.problemId ?? '')}`);
  // a mirrored problem offers its remote judge's languages
  const [choices, draft] = await Promise.all([loadChoices(problem.isRemote && problem.remoteOj ? problem.remoteOj : undefined), loadDraft(problem)]);
  return { choices, draft };
};
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

/** /admin/problem/edit/{problemId} (the primary key): the problem form, filled from the stored problem. */
export default function ProblemEdit() {
  const { choices, draft } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t('adminProblem.editTitle', { problemId: draft.problemId })}</Title>
      {/* a new key per problem: moving from one edit page to another starts a fresh form */}
      <ProblemForm key={draft.id} initial={draft} choices={choices} />
    </Stack>
  );
}
