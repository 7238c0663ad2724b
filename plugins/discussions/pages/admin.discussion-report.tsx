import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { AdminLoading, AdminPager, currentPageOf, loadAdmin, LocalDate, useAdminCall } from '@oj/web/app/plugin-kit';
import { pluginLoader } from './area-guard';
import { DISCUSSION_LIMITS, discussionAdminApi, type DiscussionReport, type DiscussionReportPage } from './discussion-api';
import { useText } from './use-text';
import { useReportLabel } from './ui/report-dialog';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export const loader = pluginLoader;

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const currentPage = currentPageOf(request.url);
  const page = await loadAdmin<DiscussionReportPage>(discussionAdminApi.reports(currentPage));
  return { page, currentPage };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/** A report's `#label #label reason` with the labels in the reader's language. */
function ReportText({ content }: { content: string }) {
  const labelOf = useReportLabel();
  const words = content.split(' ');
  const labels = words.filter((w) => w.startsWith('#') && w.length > 1);
  const reason = words.filter((w) => !(w.startsWith('#') && w.length > 1)).join(' ');
  return (
    <Group gap={4} wrap="wrap">
      {labels.map((l, i) => (
        <Badge key={i} size="xs" color="red" variant="light" tt="none">
          {labelOf(l.slice(1))}
        </Badge>
      ))}
      <Text size="sm">{reason}</Text>
    </Group>
  );
}

/**
 * /admin/discussion-report (03 'Report: reporter, report time, label, reason'): the reports, newest first,
 * with their state; handling one tells the reporter through the message centre (the server's `mine` message).
 */
export default function DiscussionReportAdmin() {
  const { page, currentPage } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useText();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const setHandled = async (row: DiscussionReport, status: boolean) => {
    const result = await call(discussionAdminApi.report, { method: 'PUT', body: { id: row.id, did: row.did, reporter: row.reporter, content: row.content, status } });
    if (result.status === 200) revalidator.revalidate();
  };
  return (
    <Stack data-testid="admin-discussion-report">
      <Group justify="space-between">
        <Title order={2}>{t('discussions.reportsTitle')}</Title>
        <Button component={Link} to="/admin/discussion" variant="light">
          {t('discussions.adminTitle')}
        </Button>
      </Group>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={860}>
          <Table striped verticalSpacing="xs" data-testid="admin-report-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>ID</Table.Th>
                <Table.Th>{t('discussions.reportedDiscussion')}</Table.Th>
                <Table.Th w={120}>{t('discussions.reporter')}</Table.Th>
                <Table.Th>{t('discussions.reportLabels')}</Table.Th>
                <Table.Th w={170}>{t('discussions.time')}</Table.Th>
                <Table.Th w={150}>{t('discussions.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((row) => (
                <Table.Tr key={row.id} data-testid="admin-report-row" data-report-id={row.id}>
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>
                    {row.discussionTitle ? (
                      <Anchor component={Link} to={`/discussion-detail/${row.did}`} size="sm">
                        {row.discussionTitle}
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('discussions.deletedDiscussion', { did: row.did })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{row.reporter}</Table.Td>
                  <Table.Td>
                    <ReportText content={row.content} />
                  </Table.Td>
                  <Table.Td>
                    <LocalDate value={row.gmtCreate} locale={i18n.language} />
                  </Table.Td>
                  <Table.Td>
                    {row.status ? (
                      <Group gap={6}>
                        <Badge color="green" data-testid="report-handled">
                          {t('discussions.handled')}
                        </Badge>
                        <Anchor component="button" type="button" size="xs" onClick={() => void setHandled(row, false)}>
                          {t('discussions.reopen')}
                        </Anchor>
                      </Group>
                    ) : (
                      <Button size="xs" onClick={() => void setHandled(row, true)} data-testid="report-handle">
                        {t('discussions.handle')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {page.records.length === 0 ? (
          <Text ta="center" py="xl" c="dimmed">
            {t('discussions.noReports')}
          </Text>
        ) : null}
      </Card>
      <AdminPager total={page.total} current={currentPage} size={DISCUSSION_LIMITS.reportPageSize} />
    </Stack>
  );
}
