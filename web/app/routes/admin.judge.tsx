import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { loadAdmin } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { LocalDate } from '../components/local-date';

/** A runner as `get-judge-service-info` lists it (its last heartbeat). */
interface JudgeRunner {
  name: string;
  languages: Array<{ key: string; version: string }>;
  unavailable: Array<{ key: string; reason: string }>;
  slots: number;
  busy: number;
  /** 1, 5 and 15 minute load averages */
  load: number[];
  version: string;
  /** epoch ms */
  lastHeartbeat: number;
  healthy: boolean;
}

/** Dark shades: white badge text stays at WCAG AA contrast (green's darkest shade does not). */
const HEALTHY_COLOR = 'teal.9';
const FAULTY_COLOR = 'red.9';
/** A narrow column must not cut the badge's word short. */
const BADGE_STYLE = { minWidth: 'max-content' };

export const clientLoader = () => loadAdmin<JudgeRunner[]>('/api/admin/config/get-judge-service-info');
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

/** /admin/judge (every admin): the judge runners, healthy or faulty, with their languages, slots and load. */
export default function JudgeRunners() {
  const runners = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();

  return (
    <Stack>
      <Group justify="space-between">
        <AdminPageTitle />
        <Button variant="light" onClick={() => revalidator.revalidate()} loading={revalidator.state === 'loading'} data-testid="judge-refresh">{t('admin.judge.refresh')}</Button>
      </Group>
      <Text size="sm" c="dimmed">{t('admin.judge.help')}</Text>
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder data-testid="judge-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.judge.name')}</Table.Th>
              <Table.Th>{t('admin.judge.state')}</Table.Th>
              <Table.Th>{t('admin.judge.slots')}</Table.Th>
              <Table.Th>{t('admin.judge.load')}</Table.Th>
              <Table.Th>{t('admin.judge.lastHeartbeat')}</Table.Th>
              <Table.Th>{t('admin.judge.languages')}</Table.Th>
              <Table.Th>{t('admin.judge.unavailable')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runners.map((r) => (
              <Table.Tr key={r.name} data-testid="judge-row" data-name={r.name}>
                <Table.Td>
                  <Text fw={500} size="sm" style={{ whiteSpace: 'nowrap' }}>{r.name}</Text>
                  {r.version ? <Text size="xs" c="dimmed">{t('admin.judge.version', { version: r.version })}</Text> : null}
                </Table.Td>
                <Table.Td>
                  <Badge color={r.healthy ? HEALTHY_COLOR : FAULTY_COLOR} variant="filled" style={BADGE_STYLE} data-testid="judge-state">{r.healthy ? t('admin.judge.healthy') : t('admin.judge.faulty')}</Badge>
                </Table.Td>
                <Table.Td data-testid="judge-slots">{`${r.busy} / ${r.slots}`}</Table.Td>
                <Table.Td>{r.load.map((l) => l.toFixed(2)).join(' ')}</Table.Td>
                <Table.Td><LocalDate value={r.lastHeartbeat} locale={i18n.language} /></Table.Td>
                <Table.Td data-testid="judge-languages">
                  <Text size="sm">{t('admin.judge.languageCount', { count: r.languages.length })}</Text>
                  <Text size="xs" c="dimmed">{r.languages.map((l) => l.key).join(', ')}</Text>
                </Table.Td>
                <Table.Td data-testid="judge-unavailable">
                  {r.unavailable.length === 0 ? <Text size="xs" c="dimmed">—</Text> : r.unavailable.map((u) => <Text key={u.key} size="xs">{`${u.key}: ${u.reason}`}</Text>)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {runners.length === 0 ? <Text c="dimmed" data-testid="judge-none">{t('admin.judge.none')}</Text> : null}
    </Stack>
  );
}
