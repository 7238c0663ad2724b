import { Anchor, Badge, Button, Card, Group, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { LocalDate, PageNumbers } from '@oj/web/app/plugin-kit';
import { pluginLoader } from './plugin-loader';
import { liveApi, PRINT_PAGE_SIZE, type PrintRecord } from './ui/live/live-api';
import { liveClientLoader, LiveHydrateFallback, liveMeta, LiveTab, useLiveList } from './ui/live/live-route';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;
export const clientLoader = (args: ClientLoaderFunctionArgs) => liveClientLoader(args);
clientLoader.hydrate = true as const;
export const HydrateFallback = LiveHydrateFallback;
export const meta = liveMeta;

/** ContestAdminPrint (02 §2): the print jobs (not printed first), download and OK; 10 s refresh, 15 a page; contest admins with openPrint. */
export default function ContestAdminPrint() {
  const { loaded } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useText();
  const cid = loaded.contest?.id ?? 0;
  const list = useLiveList<PrintRecord>((page, quiet) => liveApi.prints(cid, page, quiet), Boolean(loaded.access?.admin && loaded.contest?.openPrint));

  const ok = async (id: number) => {
    if ((await liveApi.markPrinted(cid, id)).status === 200) await list.reload();
  };

  return (
    <LiveTab loaded={loaded} tab="admin-print">
      {() => (
        <Stack gap="sm" data-testid="contest-admin-print">
          <Group justify="space-between">
            <Switch checked={list.auto} onChange={(e) => list.setAuto(e.currentTarget.checked)} label={t('contest.live.autoRefresh')} />
            <Button variant="light" size="xs" onClick={() => void list.reload()}>
              {t('contest.live.refresh')}
            </Button>
          </Group>
          <Card withBorder p={0}>
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('contest.live.username')}</Table.Th>
                    <Table.Th>{t('contest.live.realname')}</Table.Th>
                    <Table.Th>{t('contest.print.submitTime')}</Table.Th>
                    <Table.Th>{t('contest.print.status')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.records.map((row) => (
                    <Table.Tr key={row.id} data-testid="contest-print-row" data-status={row.status}>
                      <Table.Td>{row.username}</Table.Td>
                      <Table.Td>{row.realname}</Table.Td>
                      <Table.Td>
                        <LocalDate value={row.gmtCreate} locale={i18n.language} />
                      </Table.Td>
                      <Table.Td>
                        <Badge color={row.status === 1 ? 'green' : 'orange'} variant="light">
                          {row.status === 1 ? t('contest.print.printed') : t('contest.print.notPrinted')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Anchor href={liveApi.printDownloadUrl(row.id)} size="sm" data-testid="contest-print-download">
                            {t('contest.print.download')}
                          </Anchor>
                          <Button size="compact-xs" disabled={row.status === 1} onClick={() => void ok(row.id)} data-testid="contest-print-ok">
                            {t('contest.print.ok')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {list.loading ? <Loader mx="auto" my="md" display="block" size="sm" /> : list.data.records.length === 0 ? <Text ta="center" py="xl" c="dimmed">{t('contest.live.empty')}</Text> : null}
          </Card>
          <PageNumbers pages={Math.max(1, Math.ceil(list.data.total / PRINT_PAGE_SIZE))} current={list.page} onChange={list.setPage} />
        </Stack>
      )}
    </LiveTab>
  );
}
