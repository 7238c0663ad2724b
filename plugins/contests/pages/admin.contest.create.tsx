import type { LoaderFunctionArgs } from '@remix-run/node';
import { type ClientLoaderFunctionArgs } from '@remix-run/react';
import { AdminLoading, requirePlugin } from '@oj/web/app/plugin-kit';
import { emptyDraft, PLUGIN_ID } from './ui/admin-contest/api';
import { ContestForm } from './ui/admin-contest/contest-form';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return null;
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/** /admin/contest/create */
export default function CreateContest() {
  return <ContestForm initial={emptyDraft()} />;
}
