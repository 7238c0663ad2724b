import { Badge, Table, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export async function loader({ context }: LoaderFunctionArgs) {
  return { health: await context.services.health() };
}

/** /developer: system info — the version and each part of the system with its state (the judge's included). */
export default function Developer() {
  const { health } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <Title order={2}>{t('nav.developer')}</Title>
      <Text c="dimmed" mb="md">{t('developer.version', { version: health.version })}</Text>
      <Table striped withTableBorder data-testid="system-info">
        <Table.Tbody>
          {Object.entries(health.dependencies).map(([name, dep]) => (
            <Table.Tr key={name}>
              <Table.Td fw={600}>{name}</Table.Td>
              <Table.Td><Badge color={dep.status === 'up' ? 'green' : 'red'}>{dep.status}</Badge></Table.Td>
              <Table.Td>{dep.detail ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
