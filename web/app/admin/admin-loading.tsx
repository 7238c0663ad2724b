import { Center, Loader } from '@mantine/core';

/** What an admin page shows while its data loads in the browser (its route's HydrateFallback). */
export function AdminLoading() {
  return (
    <Center py="xl" data-testid="admin-loading">
      <Loader />
    </Center>
  );
}
