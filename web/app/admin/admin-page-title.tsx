import { Title } from '@mantine/core';
import { useRouteLoaderData } from '@remix-run/react';
import type { loader as adminLoader } from '../routes/admin';

/** An admin page's heading: its menu entry's label (the same words as the menu, from the same data). */
export function AdminPageTitle() {
  const data = useRouteLoaderData<typeof adminLoader>('routes/admin');
  return <Title order={2}>{data?.current?.label ?? ''}</Title>;
}
