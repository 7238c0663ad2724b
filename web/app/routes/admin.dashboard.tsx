import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { loadAdmin } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { LocalDate } from '../components/local-date';

interface DashboardInfo {
  userNum: number;
  todayJudgeNum?: number;
  runnerNum?: number;
  recentLogins: Array<{ uid: string; username: string; ip: string; userAgent: string; gmtCreate: string }>;
  /** Filled by the contests plugin (03 §2: the contests of the last 14 days). */
  recentContest?: Array<{ id: number; title: string; startTime: string; endTime: string }>;
}

export const clientLoader = () => loadAdmin<DashboardInfo>('/api/admin/dashboard/get-dashboard-info');
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder>
      <Text c="dimmed" size="sm">{label}</Text>
      <Text fw={700} size="xl" data-testid={testId}>{value}</Text>
    </Card>
  );
}

/** /admin/dashboard: the counts, the contests of the last 14 days and the recent logins. */
export default function Dashboard() {
  const info = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useTranslation();
  const contests = info.recentContest ?? [];
  return (
    <Stack>
      <AdminPageTitle />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={t('admin.dashboard.users')} value={info.userNum} testId="dashboard-users" />
        <Figure label={t('admin.dashboard.todaySubmissions')} value={info.todayJudgeNum ?? 0} testId="dashboard-today-submissions" />
        <Figure label={t('admin.dashboard.runners')} value={info.runnerNum ?? 0} testId="dashboard-runners" />
      </SimpleGrid>
      <Card withBorder data-testid="dashboard-contests">
        <Title order={3} size="h4" mb="sm">{t('admin.dashboard.recentContests')}</Title>
        {contests.length === 0 ? <Text c="dimmed">{t('admin.dashboard.noContests')}</Text> : (
          <Table>
            <Table.Tbody>
              {contests.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.title}</Table.Td>
                  <Table.Td><LocalDate value={c.startTime} locale={i18n.language} /></Table.Td>
                  <Table.Td><LocalDate value={c.endTime} locale={i18n.language} /></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">{t('admin.dashboard.recentLogins')}</Title>
        <Table.ScrollContainer minWidth={600}>
          <Table striped data-testid="dashboard-logins">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('auth.username')}</Table.Th>
                <Table.Th>{t('admin.dashboard.ip')}</Table.Th>
                <Table.Th>{t('admin.dashboard.time')}</Table.Th>
                <Table.Th>{t('admin.dashboard.browser')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {info.recentLogins.map((login, i) => (
                <Table.Tr key={`${login.uid}-${i}`}>
                  <Table.Td>{login.username || login.uid}</Table.Td>
                  <Table.Td>{login.ip}</Table.Td>
                  <Table.Td><LocalDate value={login.gmtCreate} locale={i18n.language} /></Table.Td>
                  <Table.Td><Text size="xs" lineClamp={1}>{login.userAgent}</Text></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
