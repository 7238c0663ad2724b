import { Loader, Stack } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { loadStatusList, StatusList } from '../components/submission/status-list';

/** The list is read by the page itself (no server loader: the status table is the shared STATUS_TABLE). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadStatusList(new URL(request.url));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === 'root')?.data as { config?: { name?: string }; locale?: string } | undefined;
  return [{ title: `${root?.locale === 'zh-CN' ? '评测状态' : 'Status'} · ${root?.config?.name ?? 'OJ'}` }];
};

/** /status (01 §2): every submission outside contests, 15 a page, with the filters of the URL; in-progress rows update live. */
export default function StatusPage() {
  return <StatusList {...useLoaderData<typeof clientLoader>()} />;
}
