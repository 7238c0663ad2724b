import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { AdminLoading, loadAdmin, requirePlugin } from '@oj/web/app/plugin-kit';
import { ADMIN_TRAINING_API, emptyDraft } from './admin-training-api';
import { PLUGIN_ID } from './root-data';
import type { TrainingCategory } from './training-api';
import { TrainingForm } from './ui/training-form';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return { categories: (await loadAdmin<TrainingCategory[]>(ADMIN_TRAINING_API.categories)) ?? [] };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/** /admin/training/create */
export default function CreateTraining() {
  const { categories } = useLoaderData<typeof clientLoader>();
  return <TrainingForm initial={emptyDraft()} categoryId={categories[0]?.id ?? null} categories={categories} />;
}
