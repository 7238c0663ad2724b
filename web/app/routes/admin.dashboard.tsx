import { Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { loadAdmin } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { AdminPager, currentPageOf, pageSizeOf } from '../admin/admin-pager';
import { describeUserAgent } from '../admin/user-agent';
import { useAbility } from '../components/ability';
import { LocalDate } from '../components/local-date';

interface DashboardInfo {
  userNum: number;
  todayJudgeNum?: number;
  runnerNum?: number;
  /** Filled by the contests plugin (03 §2: the contests of the last 14 days). */
  recentContest?: Array<{ id: number; title: string; startTime: string; endTime: string }>;
}

/** A live session (`get-sessions`): never its token. */
interface RecentSession {
  uid: string;
  username: string;
  ip: string;
  userAgent: string;
  gmtCreate: string;
  /** This browser's own session. */
  current: boolean;
}
interface SessionPage {
  records: RecentSession[];
  total: number;
  current: number;
  size: number;
}

export const clientLoader = async ({ request }: ClientLoaderFunctionArgs) => {
  const [info, sessions] = await Promise.all([
    loadAdmin<DashboardInfo>('/api/admin/dashboard/get-dashboard-info'),
    // a read, though the spec makes it a POST; its page lives in the dashboard's URL like any admin list's
    loadAdmin<SessionPage>(`/api/admin/dashboard/get-sessions?currentPage=${currentPageOf(request.url)}&limit=${pageSizeOf(request.url)}`, { method: 'POST' }),
  ]);
  return { info, sessions };
};
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

/** /admin/dashboard: the counts, the contests of the last 14 days and the live sessions (everyone's for the super admin, else the admin's own). */
export default function Dashboard() {
  const { info, sessions } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useTranslation();
  // the server answers everyone's sessions to whoever manages the users, and theirs alone to other admins
  const everyone = useAbility().can('manage', 'User');
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
        <Title order={3} size="h4" mb="sm">{t(everyone ? 'admin.dashboard.recentLogins' : 'admin.dashboard.myRecentLogins')}</Title>
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
              {sessions.records.map((s, i) => (
                <Table.Tr key={`${s.uid}-${s.gmtCreate}-${i}`}>
                  <Table.Td>
                    {s.username || s.uid}
                    {s.current && <Badge ml="xs" size="sm" variant="light" tt="none">{t('admin.dashboard.thisSession')}</Badge>}
                  </Table.Td>
                  <Table.Td>{s.ip}</Table.Td>
                  <Table.Td><LocalDate value={s.gmtCreate} locale={i18n.language} /></Table.Td>
                  <Table.Td title={s.userAgent}><Text size="sm" lineClamp={1}>{describeUserAgent(s.userAgent)}</Text></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {sessions.total === 0 ? <Text c="dimmed">{t('admin.empty')}</Text> : <AdminPager total={sessions.total} current={sessions.current} size={sessions.size} />}
      </Card>
    </Stack>
  );
}
