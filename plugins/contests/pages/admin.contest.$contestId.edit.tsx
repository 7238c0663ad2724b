import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { AdminLoading, loadAdmin, requirePlugin } from '@oj/web/app/plugin-kit';
import { ADMIN_CONTEST_API, draftOf, PLUGIN_ID, type AdminContest } from './ui/admin-contest/api';
import { ContestForm } from './ui/admin-contest/contest-form';
import { ContestRatingCard } from './ui/rating/contest-rating-card';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return { contest: await loadAdmin<AdminContest>(`${ADMIN_CONTEST_API.contest}?cid=${encodeURIComponent(params.contestId ?? '')}`) };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/** /admin/contest/:contestId/edit (its creator or the super admin; others are sent back by the 403) */
export default function EditContest() {
  const { contest } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <ContestForm key={contest.id} initial={draftOf(contest)} />
      {/* the rated flag saves on its own (issue 21 item 8), beside the form rather than in its body */}
      <ContestRatingCard cid={contest.id} />
    </>
  );
}
