import { Stack, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { AdminLoading, emptyDraft, loadAdmin, loadChoices, ProblemForm, requirePlugin, useAdminCall } from '@oj/web/app/plugin-kit';
import { ADMIN_CONTEST_API, PLUGIN_ID, type AdminContest, type AdminContestProblem, type Page } from './ui/admin-contest/api';
import { nextDisplayId } from './ui/admin-contest/next-display-id';
import { useText } from './ui/admin-contest/text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const cid = encodeURIComponent(params.contestId ?? '');
  const [contest, existing, choices] = await Promise.all([
    loadAdmin<AdminContest>(`${ADMIN_CONTEST_API.contest}?cid=${cid}`),
    loadAdmin<{ problemList: Page<AdminContestProblem> } | null>(`${ADMIN_CONTEST_API.problems}?cid=${cid}&currentPage=1&limit=300`),
    loadChoices(),
  ]);
  // a new problem accepts every language until the admin narrows it; its type is the contest's (the import rule)
  const draft = { ...emptyDraft(), type: contest.type, languageIds: choices.languages.map((l) => l.id) };
  return { contest, choices, draft, displayId: nextDisplayId((existing?.problemList.records ?? []).map((p) => p.displayId)) };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/**
 * /admin/contest/:cid/problem/create: a contest-only problem (auth 3) through the core's problem form; once
 * saved it is linked to the contest under the display id given here (03 §5: display id required).
 */
export default function ContestProblemCreate() {
  const { contest, choices, draft, displayId: suggested } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const call = useAdminCall();
  const navigate = useNavigate();
  const [displayId, setDisplayId] = useState(suggested);
  const link = async (data: unknown) => {
    const created = data as { pid: number; problemId: string };
    // a blanked display id falls back to the problem's own id, so the new problem is never left out of the contest
    const r = await call(ADMIN_CONTEST_API.contestProblem, { method: 'PUT', body: { cid: contest.id, pid: created.pid, displayId: displayId.trim() || created.problemId } });
    if (r.status === 200) navigate(`/admin/contest/${contest.id}/problems`);
  };
  return (
    <Stack data-testid="admin-contest-problem-create">
      <Title order={2}>{t('adminContest.createProblem')} · {contest.title}</Title>
      <TextInput label={t('adminContest.displayId')} required maw={240} value={displayId} onChange={(e) => setDisplayId(e.currentTarget.value)} data-testid="contest-problem-display-id" />
      <ProblemForm initial={draft} choices={choices} target={{ url: ADMIN_CONTEST_API.problem, afterSave: link }} />
    </Stack>
  );
}
